import { useState } from 'react';
import { Alert, Button, Center, Divider, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendarTime, IconCashRegister, IconClipboardText, IconPencil, IconPhone, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/use-translation';
import type { AppointmentStatus } from '@chairside/shared/constants';
import { errorText } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useAppointmentDetails } from '../../api/get-appointment-details';
import { updateStatus } from '../../api/update-status';
import { calendarKeys } from '../../api/calendar-keys';
import type { ResourcesResponse } from '@chairside/shared/calendar-data';
import type { CalendarSettings } from '../calendar-settings';
import { withClashConfirm } from '../clash-dialog';
import { useUndo } from '../../hooks/undo-context';
import { revertCalls } from '../../hooks/revert-calls';
import { changeEntry, type Change } from '../../utils/undo-stack';
import { ActivityList } from './activity-list';
import { CancelPanel } from './cancel-panel';
import { DetailsLines } from './details-lines';
import { EditPanel } from './edit-panel';
import { ReschedulePanel } from './reschedule-panel';
import { StatusControl } from './status-control';
import { useCheckoutSlot } from './checkout-slot';
import { useFormsSlot } from './forms-slot';

interface DetailsDialogProps {
  id: number;
  settings: CalendarSettings;
  resources: ResourcesResponse;
  onClose(): void;
}

/** An item's details: who and what, status changes, edit, reschedule, cancel (with no-show) and history. */
export function AppointmentDetailsDialog({ id, settings, resources, onClose }: DetailsDialogProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const queryClient = useQueryClient();
  const details = useAppointmentDetails(id);
  const undo = useUndo();
  /** Puts a done change on the calendar's undo stack (its notice names the client); false outside the calendar. */
  const record = (change: Change, key: string) => {
    undo?.push(changeEntry(change, t(key, { name: who }), revertCalls));
    return undo !== null;
  };
  const [panel, setPanel] = useState<'main' | 'cancel' | 'reschedule' | 'edit' | 'forms'>('main');
  const [busy, setBusy] = useState(false);
  const renderCheckout = useCheckoutSlot();
  const renderForms = useFormsSlot();
  const [checkingOut, setCheckingOut] = useState(false);
  const item = details.data?.appointment;
  const names = new Map(resources.employees.map((e) => [e.id, e.displayLabel]));
  const resourceNames = new Map(resources.resources.map((r) => [r.id, r.displayLabel]));

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: calendarKeys.appointmentsAll });
    void queryClient.invalidateQueries({ queryKey: calendarKeys.details(id) });
  };
  const changeStatus = async (status: AppointmentStatus) => {
    setBusy(true);
    const before = item?.status;
    try {
      const done = await withClashConfirm((force) => updateStatus(id, status, force));
      if (done !== null && before) record({ kind: 'status', id, before }, 'calendar.status_changed');
      refresh();
    } catch (error) {
      notify('negative', errorText(error) ?? t('calendar.change_failed'));
    } finally {
      setBusy(false);
    }
  };
  /** Closes after a change; the message when no undo notice says it already. */
  const finished = (message: string | null) => {
    if (message) notify('positive', message);
    refresh();
    onClose();
  };

  const who = item?.customer ? `${item.customer.first_name} ${item.customer.last_name}`.trim() : item ? t(item.type === 'appointment' ? 'calendar.walk_in' : `calendar.kind_${item.type}`) : '';
  return (
    <Modal opened onClose={onClose} closeButtonProps={{ 'aria-label': t('calendar.close') }} title={panel === 'edit' ? t('calendar.edit_title') : t('calendar.details_title')} size="lg" fullScreen={phone ?? false} data-details-dialog>
      {details.isPending ? (
        <Center h={160}>
          <Loader aria-label={t('calendar.loading')} />
        </Center>
      ) : !item || !details.data ? (
        <Alert color="red">{t('calendar.change_failed')}</Alert>
      ) : panel === 'cancel' ? (
        <CancelPanel
          item={item}
          onBack={() => setPanel('main')}
          onDone={(before) => {
            const recorded = before.length > 0 && record({ kind: 'cancel', id, before }, 'calendar.cancelled_item');
            finished(recorded ? null : t('calendar.cancelled_notice'));
          }}
        />
      ) : panel === 'edit' ? (
        <EditPanel
          details={details.data}
          resources={resources}
          timeFormat={settings.timeFormat}
          onBack={() => setPanel('main')}
          onDone={(revert) => {
            if (undo) undo.push({ kind: 'edit', itemId: id, message: t('calendar.edited_item', { name: who }), revert });
            else notify('positive', t('calendar.edit_saved'));
            refresh();
            setPanel('main');
          }}
        />
      ) : panel === 'reschedule' ? (
        <ReschedulePanel
          item={item}
          employees={resources.employees}
          timeFormat={settings.timeFormat}
          onBack={() => setPanel('main')}
          onDone={() => {
            const before = { date: item.date, start_time: item.start_time, employee_id: item.employee_id, resource_id: item.resource_id };
            finished(record({ kind: 'move', id, before }, 'calendar.moved') ? null : t('calendar.rescheduled_notice'));
          }}
        />
      ) : panel === 'forms' && item.customer && renderForms ? (
        <Stack gap="sm" data-details-forms>
          {renderForms({ customerId: item.customer.id, customerName: who, appointmentId: item.id })}
          <Group>
            <Button variant="default" onClick={() => setPanel('main')}>{t('calendar.back')}</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md" data-details-body>
          <Group justify="space-between" align="flex-start">
            <Stack gap={2}>
              <Title order={3} size="h4">{who}</Title>
              {item.customer?.phone ? (
                <Group gap={4}>
                  <IconPhone size={14} aria-hidden />
                  <Text size="sm" component="a" href={`tel:${item.customer.phone}`}>{item.customer.phone}</Text>
                </Group>
              ) : null}
            </Stack>
          </Group>
          {item.status !== 'cancelled' && item.type === 'appointment' ? <StatusControl value={item.status} onChange={(s) => void changeStatus(s)} busy={busy} /> : null}
          <DetailsLines lines={details.data.lines} names={names} resourceNames={resourceNames} timeFormat={settings.timeFormat} dateFormat={settings.dateFormat} price={settings.price} />
          {item.note ? <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>{item.note}</Text> : null}
          {item.status !== 'cancelled' ? (
            <Group gap="xs">
              {item.type === 'appointment' && renderCheckout ? (
                <Button leftSection={<IconCashRegister size={16} aria-hidden />} onClick={() => setCheckingOut(true)} data-open-checkout>
                  {t('calendar.checkout')}
                </Button>
              ) : null}
              {item.type === 'appointment' && item.customer && renderForms ? (
                <Button variant="default" leftSection={<IconClipboardText size={16} aria-hidden />} onClick={() => setPanel('forms')} data-open-forms>
                  {t('calendar.forms')}
                </Button>
              ) : null}
              {item.type === 'appointment' ? (
                <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setPanel('edit')} data-open-edit>
                  {t('calendar.edit')}
                </Button>
              ) : null}
              {item.type !== 'reserved_slot' ? (
                <Button variant="default" leftSection={<IconCalendarTime size={16} aria-hidden />} onClick={() => setPanel('reschedule')}>
                  {t('calendar.reschedule')}
                </Button>
              ) : null}
              <Button variant="outline" color="red.9" leftSection={<IconX size={16} aria-hidden />} onClick={() => setPanel('cancel')} data-open-cancel>
                {item.type === 'appointment' ? t('calendar.cancel_appointment') : t('calendar.remove')}
              </Button>
            </Group>
          ) : null}
          <Divider label={t('calendar.history')} labelPosition="left" />
          <ActivityList details={details.data} settings={settings} resources={resources} />
          {checkingOut && renderCheckout ? renderCheckout({ appointmentId: item.id, onClose: () => { setCheckingOut(false); refresh(); } }) : null}
        </Stack>
      )}
    </Modal>
  );
}
