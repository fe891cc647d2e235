import { Alert, Button, Center, Loader, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/use-translation';
import type { StoreBody } from '@chairside/shared/calendar';
import type { Repeat } from '@chairside/shared/rules/calendar-recurrence';
import { notify } from '@/lib/notify';
import { useFormat } from '@/lib/format';
import { errorText } from '@/lib/form-errors';
import { storeAppointment } from '../../api/store-appointment';
import { storeRecurring } from '../../api/store-recurring';
import { useEmployeeServices } from '../../api/get-employee-services';
import { calendarKeys } from '../../api/calendar-keys';
import type { CalendarEmployee, CalendarResource } from '@chairside/shared/calendar-data';
import { bookSeries } from '../../utils/book-series';
import { clockLabel, formatClock, parseClock } from '../../utils/clock';
import type { OccurrenceClash } from '../../utils/occurrences';
import { withClashConfirm } from '../clash-dialog';
import { BookingForm } from './booking-form';
import { chooseOccurrences } from './occurrence-choices';

interface NewAppointmentDialogProps {
  date: string;
  start: number;
  duration: number | null;
  employeeId: number | null;
  resourceId: number | null;
  employees: CalendarEmployee[];
  resources: CalendarResource[];
  timeFormat: number;
  onClose(): void;
}

/** A new booking from a click or a drag on empty time (or the New menu); with Repeat on, a series. */
export function NewAppointmentDialog(props: NewAppointmentDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const format = useFormat();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const services = useEmployeeServices();
  const employeeId = props.employeeId ?? props.employees[0]?.id ?? 0;

  const describe = (clash: OccurrenceClash) => {
    const name = clash.employee_id !== null ? props.employees.find((e) => e.id === clash.employee_id)?.displayLabel : props.resources.find((r) => r.id === clash.resource_id)?.displayLabel;
    const time = (clock: string) => clockLabel(parseClock(clock), props.timeFormat);
    return t('calendar.occurrence_busy', { name: name ?? '', from: time(clash.start_time), to: time(clash.end_time) });
  };

  const bookRepeating = async (body: StoreBody, repeat: Repeat) => {
    const result = await bookSeries(body, repeat, storeRecurring, (clash, previous) =>
      chooseOccurrences({ clash, previous, formatDate: format.date, describe, title: t('calendar.series_clash_title'), closeLabel: t('calendar.close'), fullScreen: phone }),
    );
    if (!result) return false;
    const booked = result.created.length;
    notify('positive', booked === 1 ? t('calendar.booked') : t(result.skipped.length ? 'calendar.booked_series_skipped' : 'calendar.booked_series', { n: booked, skipped: result.skipped.length }));
    return true;
  };

  const bookOnce = async (body: StoreBody) => {
    const result = await withClashConfirm((force) => storeAppointment({ ...body, force }));
    if (result === null) return false;
    notify('positive', t('calendar.booked'));
    return true;
  };

  /** Books, then closes; a failure is thrown for the form to show. */
  const submit = async (body: StoreBody, repeat: Repeat | null) => {
    const booked = repeat ? await bookRepeating(body, repeat) : await bookOnce(body);
    if (!booked) return;
    void queryClient.invalidateQueries({ queryKey: calendarKeys.appointmentsAll });
    props.onClose();
  };

  return (
    <Modal opened onClose={props.onClose} closeButtonProps={{ 'aria-label': t('calendar.close') }} title={t('calendar.new_appointment')} size="lg" fullScreen={phone} data-new-appointment>
      {services.isPending ? (
        <Center h={200}>
          <Loader aria-label={t('calendar.loading')} />
        </Center>
      ) : services.isError ? (
        <Stack align="flex-start">
          <Alert color="red" variant="light">
            {errorText(services.error) ?? t('calendar.services_failed')}
          </Alert>
          <Button variant="light" onClick={() => void services.refetch()}>
            {t('calendar.retry')}
          </Button>
        </Stack>
      ) : (
        <BookingForm
          defaults={{
            date: props.date,
            status: 'new',
            color: 'appt_default',
            note: '',
            customer_id: null,
            services: [{ service_id: null, employee_id: employeeId, start_time: formatClock(props.start), duration: props.duration, gap: null, finish: null, resource_id: props.resourceId }],
          }}
          options={{ services: services.data, employees: props.employees, resources: props.resources, timeFormat: props.timeFormat, formatPrice: format.price, decimalSeparator: format.decimalSeparator, formatDate: format.date }}
          onSubmit={submit}
          onCancel={props.onClose}
        />
      )}
    </Modal>
  );
}
