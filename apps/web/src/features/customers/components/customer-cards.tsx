import { Card, Checkbox, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { CustomerRow } from '@chairside/shared/customers';
import { useTranslation } from '@/lib/use-translation';
import { CellValue, NameCell, type Formatters } from './customer-cells';

/** The list on a phone: a card per customer (name, phone, last and next visit, tags). */
export function CustomerCards({ rows, selected, onSelect, f }: { rows: CustomerRow[]; selected: Set<number>; onSelect(ids: number[], on: boolean): void; f: Formatters }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Stack gap="xs" data-customer-cards>
      {rows.map((row) => {
        const name = `${row.first_name} ${row.last_name}`.trim();
        return (
          <Card key={row.id} withBorder padding="sm" data-customer-row={row.id}>
            <Group wrap="nowrap" align="flex-start">
              <Checkbox mt={2} aria-label={t('customers.select_row', { name })} checked={selected.has(row.id)} onChange={(event) => onSelect([row.id], event.currentTarget.checked)} />
              <UnstyledButton style={{ flex: 1 }} onClick={() => navigate(`/customers/${row.id}`)} aria-label={t('customers.open_profile', { name })}>
                <NameCell row={row} />
                <Text size="sm" c="dimmed">
                  {[row.phone, row.email].filter(Boolean).join(' · ')}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('customers.column_last_visit')}: {row.last_visit ? f.date(row.last_visit) : '—'} · {t('customers.column_next_visit')}: {row.next_visit ? f.date(row.next_visit) : '—'}
                </Text>
                <CellValue row={row} column="tags" f={f} />
              </UnstyledButton>
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
