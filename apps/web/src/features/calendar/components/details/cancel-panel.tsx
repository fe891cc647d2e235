import { useState } from 'react';
import { Alert, Button, Group, Loader, Radio, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/use-translation';
import type { CalendarItem } from '@chairside/shared/calendar-responses';
import type { AppointmentStatus } from '@chairside/shared/constants';
import { CANCEL_REASONS, type CancelReason } from '@chairside/shared/calendar-constants';
import { errorText } from '@/lib/form-errors';
import { preCancel } from '../../api/pre-cancel';
import { cancelAppointment } from '../../api/cancel-appointment';

interface CancelPanelProps {
  item: CalendarItem;
  /** Called once cancelled, with each cancelled line's status before (what undo puts back). */
  onDone(before: { id: number; status: AppointmentStatus }[]): void;
  onBack(): void;
}

/** Cancel with the pre-cancel step: what goes (this line, the booking, the series), the reason (no-show too) and a note. */
export function CancelPanel({ item, onDone, onBack }: CancelPanelProps) {
  const { t } = useTranslation();
  const pre = useQuery({
    queryKey: ['calendar', 'pre-cancel', item.id],
    queryFn: () => preCancel({ appt_id: item.id, group_id: item.group_id, customer_id: item.customer?.id ?? null }),
  });
  const [reason, setReason] = useState<CancelReason>('client_request');
  const [scope, setScope] = useState<'line' | 'group' | 'series'>('group');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (pre.isPending) return <Loader size="sm" aria-label={t('calendar.loading')} />;
  const lines = pre.data?.group.length ?? 1;
  const series = pre.data?.series_count ?? 0;
  const scopes = [
    ...(lines > 1 ? [{ value: 'line', label: t('calendar.cancel_scope_line') }] : []),
    { value: 'group', label: t('calendar.cancel_scope_group', { count: lines }) },
    ...(series > 1 ? [{ value: 'series', label: t('calendar.cancel_scope_series', { count: series }) }] : []),
  ];

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const result = await cancelAppointment(item.id, { reason, note: note || null, scope });
      onDone(result.previous);
    } catch (failure) {
      setError(errorText(failure) ?? t('calendar.change_failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm" data-cancel-panel>
      <Text fw={600}>{t('calendar.cancel_title')}</Text>
      {scopes.length > 1 ? <SegmentedControl value={scope} onChange={(value) => setScope(value as typeof scope)} data={scopes} fullWidth /> : null}
      <Radio.Group label={t('calendar.cancel_reason')} value={reason} onChange={(value) => setReason(value as CancelReason)}>
        <Stack gap={6} mt={6}>
          {CANCEL_REASONS.map((value) => (
            <Radio key={value} value={value} label={t(`calendar.reason_${value}`)} data-reason={value} />
          ))}
        </Stack>
      </Radio.Group>
      <Textarea label={t('calendar.note')} value={note} onChange={(e) => setNote(e.currentTarget.value)} autosize minRows={2} />
      {error ? <Alert color="red" variant="light">{error}</Alert> : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onBack}>
          {t('calendar.back')}
        </Button>
        <Button color="red.9" onClick={() => void confirm()} loading={busy} data-confirm-cancel>
          {reason === 'no_show' ? t('calendar.mark_no_show') : t('calendar.cancel_confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
