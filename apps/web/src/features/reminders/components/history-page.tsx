import { useState } from 'react';
import { Button, Group, Pagination, Select, Stack, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { downloadFile } from '@/lib/download';
import { notify } from '@/lib/notify';
import { useDebouncedValue } from '@mantine/hooks';
import { PAGE_SIZES } from '@chairside/shared/constants';
import { REMINDER_CHANNELS, REMINDER_HISTORY_PAGE_SIZE, REMINDER_STATUSES, type ReminderChannel, type ReminderStatus } from '@chairside/shared/reminders';
import { DateField } from '@/components/ui/date-field';
import { EmptyState } from '@/components/ui/empty-state';
import { PageLoader } from '@/components/ui/page-loader';
import { useInitialSettings } from '@/lib/auth';
import { useTranslation } from '@/lib/use-translation';
import { useReminderHistory } from '../api/get-reminder-history';
import { HistoryTable } from './history-table';

const ALL = 'all';

/** /reminders/history: filters (channel, status, dates, recipient or customer), the table and its pages (spec §9 page sizes). */
export function HistoryPage() {
  const { t } = useTranslation();
  const timeZone = useInitialSettings().data?.timezone ?? 'UTC';
  const [channel, setChannel] = useState<ReminderChannel | null>(null);
  const [status, setStatus] = useState<ReminderStatus | null>(null);
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(REMINDER_HISTORY_PAGE_SIZE);
  const filters = { channel: channel ?? undefined, status: status ?? undefined, from: from ?? undefined, to: to ?? undefined, search: debounced || undefined };
  const history = useReminderHistory({ page, per_page: perPage, ...filters });
  // A new filter starts from the first page; a page past the end shows the last.
  const [asked, setAsked] = useState(JSON.stringify(filters));
  if (asked !== JSON.stringify(filters)) {
    setAsked(JSON.stringify(filters));
    setPage(1);
  }
  const lastPage = history.data?.meta.last_page ?? 1;
  if (page > lastPage) setPage(lastPage);
  const rows = history.data?.data ?? [];

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('reminders.channel')}
          w={170}
          allowDeselect={false}
          data={[{ value: ALL, label: t('reminders.history.all_channels') }, ...REMINDER_CHANNELS.map((c) => ({ value: c, label: t(`reminders.channel_${c}`) }))]}
          value={channel ?? ALL}
          onChange={(value) => setChannel(!value || value === ALL ? null : (value as ReminderChannel))}
        />
        <Select
          label={t('reminders.history.status')}
          w={170}
          allowDeselect={false}
          data={[{ value: ALL, label: t('reminders.history.all_statuses') }, ...REMINDER_STATUSES.map((s) => ({ value: s, label: t(`reminders.history.status_${s}`) }))]}
          value={status ?? ALL}
          onChange={(value) => setStatus(!value || value === ALL ? null : (value as ReminderStatus))}
        />
        <DateField label={t('reminders.history.from')} w={160} value={from} clearable onChange={(value) => setFrom(value ? String(value).slice(0, 10) : null)} />
        <DateField label={t('reminders.history.to')} w={160} value={to} clearable onChange={(value) => setTo(value ? String(value).slice(0, 10) : null)} />
        <TextInput label={t('reminders.history.search')} w={240} value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
        {(['csv', 'xlsx'] as const).map((format) => (
          <Button
            key={format}
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            data-export={format}
            onClick={() => void downloadFile('reminders/history/export', { ...filters, format }, `reminder-history.${format}`).catch(() => notify('negative', t('reminders.load_failed')))}
          >
            {t(`reminders.history.export_${format}`)}
          </Button>
        ))}
      </Group>
      {history.isPending ? (
        <PageLoader />
      ) : rows.length === 0 ? (
        <EmptyState title={t('reminders.history.empty')} />
      ) : (
        <HistoryTable rows={rows} timeZone={timeZone} />
      )}
      <Group justify="space-between">
        <Select
          label={t('reminders.history.per_page')}
          w={110}
          allowDeselect={false}
          data={PAGE_SIZES.map((size) => String(size))}
          value={String(perPage)}
          onChange={(value) => {
            setPerPage(Number(value ?? REMINDER_HISTORY_PAGE_SIZE));
            setPage(1);
          }}
        />
        {lastPage > 1 && <Pagination total={lastPage} value={page} onChange={setPage} />}
      </Group>
    </Stack>
  );
}
