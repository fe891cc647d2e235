import { useState } from 'react';
import { Badge, Group, Loader, Pagination, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { CUSTOMER_APPOINTMENT_KINDS, type CustomerAppointmentKind } from '@chairside/shared/customers-profile';
import { EmptyState } from '@/components/ui/empty-state';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { useCustomerAppointments } from '../api/get-customer-appointments';

/** The customer's bookings: upcoming, past, no-shows, cancellations; paged. */
export function CustomerAppointmentsTab({ id }: { id: number }) {
  const { t } = useTranslation();
  const f = useFormat();
  const [kind, setKind] = useState<CustomerAppointmentKind>('upcoming');
  const [page, setPage] = useState(1);
  const answer = useCustomerAppointments(id, kind, page);
  return (
    <Stack gap="sm">
      <SegmentedControl value={kind} onChange={(value) => { setKind(value as CustomerAppointmentKind); setPage(1); }} data={CUSTOMER_APPOINTMENT_KINDS.map((k) => ({ value: k, label: t(`customers.kind_${k}`) }))} />
      {answer.isPending ? (
        <Group justify="center" p="md"><Loader size="sm" /></Group>
      ) : !answer.data?.data.length ? (
        <EmptyState title={t('customers.no_appointments')} titleOrder={3} />
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="xs">
            <Table.Tbody>
              {answer.data.data.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Td>{f.dateTime(line.starts_at)}</Table.Td>
                  <Table.Td>{line.service ?? '—'}</Table.Td>
                  <Table.Td>{line.employee}</Table.Td>
                  <Table.Td>{f.price(line.price)}</Table.Td>
                  <Table.Td>{line.status === 'cancelled' && <Badge color="red" variant="light">{t('customers.status_cancelled')}</Badge>}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {answer.data && answer.data.meta.last_page > 1 && <Pagination total={answer.data.meta.last_page} value={page} onChange={setPage} size="sm" getControlProps={(control) => ({ 'aria-label': t(control === 'previous' ? 'customers.previous_page' : 'customers.next_page') })} />}
      {answer.data && <Text size="xs" c="dimmed">{t('customers.export_rows', { n: answer.data.meta.total })}</Text>}
    </Stack>
  );
}
