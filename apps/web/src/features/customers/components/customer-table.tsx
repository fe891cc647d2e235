import { Checkbox, Table, UnstyledButton, Group, Text, Anchor } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { CustomerRow, CustomerSort } from '@chairside/shared/customers';
import { useTranslation } from '@/lib/use-translation';
import type { ListColumn } from '../utils/columns';
import { CellValue, NameCell, type Formatters } from './customer-cells';

const SORTABLE: Partial<Record<ListColumn | 'name', CustomerSort>> = { name: 'name', last_visit: 'last_visit', visits: 'visits', created_at: 'created' };

interface Props {
  rows: CustomerRow[];
  columns: ListColumn[];
  sort: CustomerSort;
  order: 'asc' | 'desc';
  onSort(sort: CustomerSort): void;
  selected: Set<number>;
  onSelect(ids: number[], on: boolean): void;
  f: Formatters;
}

/** The list as a table: sortable headers (buttons with aria-sort), a checkbox per row, the name opens the profile. */
export function CustomerTable({ rows, columns, sort, order, onSort, selected, onSelect, f }: Props) {
  const { t } = useTranslation();
  const allOn = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const header = (column: ListColumn | 'name') => {
    const key = SORTABLE[column];
    const label = t(column === 'name' ? 'customers.column_name' : `customers.column_${column}`);
    if (!key) return <Table.Th key={column}>{label}</Table.Th>;
    const active = sort === key;
    const Icon = !active ? IconSelector : order === 'asc' ? IconArrowUp : IconArrowDown;
    return (
      <Table.Th key={column} aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}>
        <UnstyledButton onClick={() => onSort(key)} data-sort={key}>
          <Group gap={4} wrap="nowrap">
            <Text size="sm" fw={600}>
              {label}
            </Text>
            <Icon size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Table.Th>
    );
  };
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table highlightOnHover verticalSpacing="xs" data-customer-table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox aria-label={t('customers.select_all')} checked={allOn} indeterminate={!allOn && rows.some((row) => selected.has(row.id))} onChange={() => onSelect(rows.map((row) => row.id), !allOn)} />
            </Table.Th>
            {header('name')}
            {columns.map(header)}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const name = `${row.first_name} ${row.last_name}`.trim();
            return (
              <Table.Tr key={row.id} data-customer-row={row.id} bg={selected.has(row.id) ? 'var(--mantine-color-blue-light)' : undefined}>
                <Table.Td>
                  <Checkbox aria-label={t('customers.select_row', { name })} checked={selected.has(row.id)} onChange={(event) => onSelect([row.id], event.currentTarget.checked)} />
                </Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={`/customers/${row.id}`} underline="never" c="inherit" aria-label={t('customers.open_profile', { name })}>
                    <NameCell row={row} />
                  </Anchor>
                </Table.Td>
                {columns.map((column) => (
                  <Table.Td key={column}>
                    <CellValue row={row} column={column} f={f} />
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
