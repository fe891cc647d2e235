import { useState } from 'react';
import { Alert, Badge, Button, Group, Modal, Paper, PasswordInput, SimpleGrid, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { IconDownload, IconLock } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { EndDay } from '@chairside/shared/sales';
import { DateField } from '@/components/ui/date-field';
import { PageLoader } from '@/components/ui/page-loader';
import { isApiError } from '@/lib/api-client';
import { useFormat } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { Figure } from '@/features/sales/components/figure';
import { methodLabel } from '@/features/sales/utils/method-label';
import { downloadEndDay, useCloseDay, useEndDay } from '@/features/sales/api/sales-api';
import { MoneyInput } from '@/features/sales/components/money-input';

/** /sales/end-day (spec §2.3): a day's expected takings per method and per employee, the cash count and closing under a staff PIN, downloads. */
export function EndDayScreen() {
  const { t } = useTranslation();
  const format = useFormat();
  const [date, setDate] = useState(dayjs().format('YYYY-MM-DD'));
  const day = useEndDay(date);
  const [downloading, setDownloading] = useState<'pdf' | 'xlsx' | null>(null);
  const method = (m: string) => methodLabel(t, m);
  const download = (kind: 'pdf' | 'xlsx') => {
    setDownloading(kind);
    downloadEndDay(date, kind).catch(() => notify('negative', t('sales.end_day.load_failed'))).finally(() => setDownloading(null));
  };
  const data = day.data?.data;

  return (
    <Stack gap="md" maw={1100}>
      <Group justify="space-between">
        <Title order={1} size="h2">{t('sales.end_day.title')}</Title>
        <Group gap="xs">
          <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} loading={downloading === 'pdf'} onClick={() => download('pdf')} data-end-day-pdf>{t('sales.end_day.download_pdf')}</Button>
          <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} loading={downloading === 'xlsx'} onClick={() => download('xlsx')} data-end-day-xlsx>{t('sales.end_day.download_xlsx')}</Button>
        </Group>
      </Group>
      <DateField label={t('sales.end_day.date')} value={date} onChange={(value) => value && setDate(dayjs(value).format('YYYY-MM-DD'))} maxDate={new Date()} w={190} data-end-day-date />
      {day.isPending ? (
        <PageLoader />
      ) : day.isError || !data ? (
        <Alert color="red" role="alert">{t('sales.end_day.load_failed')}</Alert>
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Figure label={t('sales.end_day.count_sales')} value={data.counts.sales} />
            <Figure label={t('sales.end_day.count_voids')} value={data.counts.voids} />
            <Figure label={t('sales.end_day.count_refunds')} value={data.counts.refunds} />
            <Figure label={t('sales.end_day.total')} value={format.price(data.expected_total)} data-end-day-total />
          </SimpleGrid>
          {data.methods.length === 0 && <Text c="dimmed">{t('sales.end_day.empty')}</Text>}
          {data.methods.length > 0 && (
            <Table.ScrollContainer minWidth={560}>
              <Title order={2} size="h4" mb="xs">{t('sales.end_day.by_method')}</Title>
              <Table striped data-end-day-methods>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('sales.end_day.method')}</Table.Th>
                    <Table.Th ta="right">{t('sales.end_day.sales')}</Table.Th>
                    <Table.Th ta="right">{t('sales.end_day.voids')}</Table.Th>
                    <Table.Th ta="right">{t('sales.end_day.refunds')}</Table.Th>
                    <Table.Th ta="right">{t('sales.end_day.expected')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.methods.map((m) => (
                    <Table.Tr key={m.method} data-method={m.method}>
                      <Table.Td>{method(m.method)}</Table.Td>
                      <Table.Td ta="right">{format.price(m.sales)}</Table.Td>
                      <Table.Td ta="right">{format.price(m.voids)}</Table.Td>
                      <Table.Td ta="right">{format.price(m.refunds)}</Table.Td>
                      <Table.Td ta="right" fw={600}>{format.price(m.expected)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {data.employees.length > 0 && (
            <Table.ScrollContainer minWidth={480}>
              <Title order={2} size="h4" mb="xs">{t('sales.end_day.by_employee')}</Title>
              <Table striped data-end-day-employees>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('sales.end_day.employee')}</Table.Th>
                    <Table.Th ta="right">{t('sales.end_day.lines_total')}</Table.Th>
                    <Table.Th ta="right">{t('sales.end_day.tips')}</Table.Th>
                    <Table.Th ta="right">{t('sales.end_day.total')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.employees.map((e) => (
                    <Table.Tr key={String(e.employee_id)}>
                      <Table.Td>{e.name ?? t('sales.end_day.no_employee')}</Table.Td>
                      <Table.Td ta="right">{format.price(e.lines_total)}</Table.Td>
                      <Table.Td ta="right">{format.price(e.tips)}</Table.Td>
                      <Table.Td ta="right" fw={600}>{format.price(e.total)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <CashUp key={date} day={data} />
        </>
      )}
    </Stack>
  );
}

/** The cash count: expected, counted (difference live), notes, and Close day under a staff PIN; or the closing as recorded. */
function CashUp({ day }: { day: EndDay }) {
  const { t } = useTranslation();
  const format = useFormat();
  const close = useCloseDay();
  const [counted, setCounted] = useState<number | null>(null);
  const [notes, setNotes] = useState('');
  const [asking, setAsking] = useState(false);
  const [pin, setPin] = useState('');
  const [pinError, setPinError] = useState<string | null>(null);

  if (day.closed) {
    const closed = day.closed;
    return (
      <Paper withBorder p="md" data-end-day-closed>
        <Group gap="xs" mb="xs">
          <Badge color="green.9" leftSection={<IconLock size={12} aria-hidden />}>{t('sales.end_day.closed_badge')}</Badge>
          <Text size="sm">{t('sales.end_day.closed_text', { name: closed.employee_name, when: format.dateTime(closed.closed_at) })}</Text>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <div><Text size="xs" c="dimmed">{t('sales.end_day.expected_cash')}</Text><Text fw={600}>{format.price(closed.expected_cash)}</Text></div>
          <div><Text size="xs" c="dimmed">{t('sales.end_day.counted_cash')}</Text><Text fw={600}>{format.price(closed.counted_cash)}</Text></div>
          <div><Text size="xs" c="dimmed">{t('sales.end_day.difference')}</Text><Text fw={600} c={closed.difference < 0 ? 'red.9' : undefined}>{format.price(closed.difference)}</Text></div>
        </SimpleGrid>
        {closed.notes && <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap' }}>{closed.notes}</Text>}
      </Paper>
    );
  }

  const difference = counted === null ? null : counted - day.expected_cash;
  const submit = () => {
    setPinError(null);
    close.mutate({ date: day.date, counted_cash: counted ?? 0, notes: notes.trim(), pin }, {
      onSuccess: (answer) => {
        notify('positive', answer.message);
        setAsking(false);
        setPin('');
      },
      onError: (error) => {
        const fields = isApiError(error) ? error.fieldErrors : {};
        const message = Object.values(fields).flat()[0];
        setPinError(message ?? t('sales.end_day.close_failed'));
      },
    });
  };
  return (
    <Paper withBorder p="md" data-end-day-cash-up>
      <SimpleGrid cols={{ base: 1, sm: 3 }} mb="sm">
        <div><Text size="xs" c="dimmed">{t('sales.end_day.expected_cash')}</Text><Text fw={600} data-expected-cash>{format.price(day.expected_cash)}</Text></div>
        <MoneyInput label={t('sales.end_day.counted_cash')} value={counted} onChange={setCounted} data-counted-cash />
        <div>
          <Text size="xs" c="dimmed">{t('sales.end_day.difference')}</Text>
          <Text fw={600} c={difference !== null && difference < 0 ? 'red.9' : undefined} data-difference aria-live="polite">{difference === null ? '—' : format.price(difference)}</Text>
        </div>
      </SimpleGrid>
      <Textarea label={t('sales.end_day.notes')} value={notes} maxLength={1000} onChange={(event) => setNotes(event.currentTarget.value)} mb="sm" data-end-day-notes />
      <Group justify="flex-end">
        <Button leftSection={<IconLock size={16} aria-hidden />} disabled={counted === null} onClick={() => { setPinError(null); setAsking(true); }} data-close-day>{t('sales.end_day.close_day')}</Button>
      </Group>
      <Modal opened={asking} onClose={() => setAsking(false)} title={t('sales.end_day.pin_title')} closeButtonProps={{ 'aria-label': t('sales.close') }} data-pin-dialog>
        <form onSubmit={(event) => { event.preventDefault(); submit(); }}>
          <Stack gap="sm">
            <PasswordInput label={t('sales.end_day.pin_label')} value={pin} onChange={(event) => setPin(event.currentTarget.value)} inputMode="numeric" autoComplete="off" maxLength={12}
              error={pinError} data-autofocus data-pin-input />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setAsking(false)}>{t('sales.end_day.cancel')}</Button>
              <Button type="submit" disabled={!pin.trim()} loading={close.isPending} data-confirm-close>{t('sales.end_day.confirm')}</Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Paper>
  );
}
