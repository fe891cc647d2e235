import { ActionIcon, Badge, Box, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconArchive, IconArrowBackUp, IconChevronDown, IconChevronUp, IconGripVertical, IconPencil } from '@tabler/icons-react';
import type { Employee } from '@chairside/shared/staff-team';
import { fullName } from '@chairside/shared/rules/name';
import { useTranslation } from '@/lib/use-translation';
import type { DragHandlers } from '@/components/ui/use-drag-order';
import { EmployeeAvatar } from './employee-avatar';

export interface TeamRowProps {
  employee: Employee;
  /** Reordering on (the active list without a search). */
  movable: boolean;
  first: boolean;
  last: boolean;
  dragOver: boolean;
  onMove(step: -1 | 1): void;
  onEdit(): void;
  onArchive(): void;
  onRestore(): void;
  drag: DragHandlers;
}

/** One employee: photo or initials, name, job title, role and badges, and the row's actions. */
export function TeamRow({ employee, movable, first, last, dragOver, onMove, onEdit, onArchive, onRestore, drag }: TeamRowProps) {
  const { t } = useTranslation();
  const name = fullName(employee.first_name, employee.last_name);
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      data-employee-row={employee.id}
      draggable={movable}
      onDragStart={movable ? drag.onDragStart : undefined}
      onDragOver={movable ? drag.onDragOver : undefined}
      onDrop={movable ? drag.onDrop : undefined}
      onDragEnd={movable ? drag.onDragEnd : undefined}
      style={{ listStyle: 'none', borderColor: dragOver ? 'var(--mantine-color-brand-5)' : undefined, borderLeft: `4px solid ${employee.color}` }}
    >
      <Group wrap="nowrap" gap="sm" align="center">
        {movable && (
          <Box c="dimmed" style={{ cursor: 'grab' }} visibleFrom="sm" aria-hidden>
            <IconGripVertical size={18} />
          </Box>
        )}
        <EmployeeAvatar photo={employee.photo} first={employee.first_name} last={employee.last_name} color={employee.color} />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} truncate>
            {name}
          </Text>
          <Text size="sm" c="dimmed" truncate>
            {[employee.type_name, t(`staff_team.role_${employee.role}`)].filter(Boolean).join(' · ')}
          </Text>
          <Group gap={4}>
            <Badge size="xs" variant="filled" color={employee.bookable ? 'teal.9' : 'gray.7'}>
              {t(employee.bookable ? 'staff_team.bookable' : 'staff_team.not_bookable')}
            </Badge>
            <Badge size="xs" variant="filled" color={employee.visible_online ? 'blue.9' : 'gray.7'}>
              {t(employee.visible_online ? 'staff_team.online' : 'staff_team.not_online')}
            </Badge>
          </Group>
        </Stack>
        <Group gap={4} wrap="nowrap">
          {movable && (
            <>
              <Tooltip label={t('staff_team.move_up')}>
                <ActionIcon variant="subtle" size="lg" disabled={first} onClick={() => onMove(-1)} aria-label={t('staff_team.move_up_name', { name })}>
                  <IconChevronUp size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('staff_team.move_down')}>
                <ActionIcon variant="subtle" size="lg" disabled={last} onClick={() => onMove(1)} aria-label={t('staff_team.move_down_name', { name })}>
                  <IconChevronDown size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </>
          )}
          {employee.archived ? (
            <Tooltip label={t('staff_team.restore')}>
              <ActionIcon variant="light" size="lg" onClick={onRestore} aria-label={t('staff_team.restore_name', { name })}>
                <IconArrowBackUp size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ) : (
            <>
              <Tooltip label={t('staff_team.edit')}>
                <ActionIcon variant="light" size="lg" onClick={onEdit} aria-label={t('staff_team.edit_name', { name })}>
                  <IconPencil size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
              {!employee.is_owner && (
                <Tooltip label={t('staff_team.archive')}>
                  <ActionIcon variant="subtle" color="red" size="lg" onClick={onArchive} aria-label={t('staff_team.archive_name', { name })}>
                    <IconArchive size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              )}
            </>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
