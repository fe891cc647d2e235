import { Box, Checkbox, Table, Text } from '@mantine/core';
import type { PermissionFlag } from '@chairside/shared/permissions';
import { useTranslation } from '@/lib/use-translation';
import { FLAG_GROUPS, flagKey } from '../utils/flag-groups';

export interface MatrixColumn {
  id: string;
  label: string;
  values: Record<PermissionFlag, 0 | 1>;
  /** Shown but not changeable (the owner). */
  readOnly?: boolean;
  /** Flags where this column differs from what it follows (an employee against their role). */
  differs?: PermissionFlag[];
}

/** The flag column stays in view while a phone scrolls the role columns sideways. */
const STICKY = { position: 'sticky', left: 0, zIndex: 2, background: 'var(--mantine-color-body)' } as const;

/**
 * Permission flags (rows, in groups, each with a plain explanation) against columns: roles and,
 * when chosen, one employee. Every cell is a labelled check box; on a phone the table scrolls sideways.
 */
export function PermissionsMatrix({ columns, onToggle }: { columns: MatrixColumn[]; onToggle: (column: MatrixColumn, flag: PermissionFlag, value: 0 | 1) => void }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={150 + columns.length * 100}>
      <Table verticalSpacing="xs" highlightOnHover stickyHeader>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" style={STICKY}>
              {t('staff_access.permission_column')}
            </Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.id} scope="col" ta="center" data-column={column.id}>
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        {FLAG_GROUPS.map((group) => (
          <Table.Tbody key={group.key}>
            <Table.Tr bg="var(--mantine-color-gray-light)">
              <Table.Th scope="colgroup" colSpan={columns.length + 1}>
                <Text span fw={700} size="sm" style={{ position: 'sticky', left: 'var(--mantine-spacing-xs)' }}>
                  {t(`staff_access.groups.${group.key}`)}
                </Text>
              </Table.Th>
            </Table.Tr>
            {group.flags.map((flag) => {
              const label = t(`staff_access.flags.${flagKey(flag)}`);
              return (
                <Table.Tr key={flag} data-flag={flag}>
                  <Table.Th scope="row" fw="normal" w={{ base: 150, sm: 300 }} style={STICKY}>
                    <Text size="sm" fw={500}>
                      {label}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t(`staff_access.hints.${flagKey(flag)}`)}
                    </Text>
                  </Table.Th>
                  {columns.map((column) => {
                    const differs = column.differs?.includes(flag) ?? false;
                    const name = t('staff_access.cell_label', { flag: label, who: column.label });
                    return (
                      <Table.Td key={column.id} ta="center" bg={differs ? 'var(--mantine-color-orange-light)' : undefined}>
                        <Box display="inline-flex" style={{ alignItems: 'center', gap: 4 }}>
                          <Checkbox
                            aria-label={differs ? `${name} (${t('staff_access.differs')})` : name}
                            checked={column.values[flag] === 1}
                            disabled={column.readOnly}
                            color={differs ? 'orange' : undefined}
                            onChange={(event) => onToggle(column, flag, event.currentTarget.checked ? 1 : 0)}
                          />
                          {differs && (
                            <Text span size="xs" c="dark" fw={700} aria-hidden title={t('staff_access.differs')}>
                              ●
                            </Text>
                          )}
                        </Box>
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        ))}
      </Table>
    </Table.ScrollContainer>
  );
}
