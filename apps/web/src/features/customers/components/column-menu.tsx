import { Button, Checkbox, Menu, Stack } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { LIST_COLUMNS, type ListColumn } from '../utils/columns';

/** Which optional columns the table shows (remembered for the signed-in user). */
export function ColumnMenu({ columns, onChange }: { columns: ListColumn[]; onChange(next: ListColumn[]): void }) {
  const { t } = useTranslation();
  const toggle = (column: ListColumn, on: boolean) => onChange(LIST_COLUMNS.filter((c) => (c === column ? on : columns.includes(c))));
  return (
    <Menu closeOnItemClick={false} position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" leftSection={<IconColumns size={16} aria-hidden />}>
          {t('customers.columns')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Stack gap={6} p="xs">
          {LIST_COLUMNS.map((column) => (
            <Checkbox key={column} label={t(`customers.column_${column}`)} checked={columns.includes(column)} onChange={(event) => toggle(column, event.currentTarget.checked)} />
          ))}
        </Stack>
      </Menu.Dropdown>
    </Menu>
  );
}
