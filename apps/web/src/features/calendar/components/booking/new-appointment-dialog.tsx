import { Center, Loader, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StoreBody } from '@chairside/shared/calendar';
import { notify } from '@/lib/notify';
import { errorText } from '@/lib/form-errors';
import { isApiError } from '@/lib/api-client';
import { storeAppointment } from '../../api/store-appointment';
import { useBookingCatalog } from '../../api/get-booking-catalog';
import { calendarKeys } from '../../api/calendar-keys';
import type { CalendarEmployee, CalendarResource } from '../../api/get-resources';
import { formatClock } from '../../utils/clock';
import { withClashConfirm } from '../clash-dialog';
import { BookingForm } from './booking-form';

interface NewAppointmentDialogProps {
  date: string;
  start: number;
  duration: number | null;
  employeeId: number | null;
  resourceId: number | null;
  employees: CalendarEmployee[];
  resources: CalendarResource[];
  timeFormat: number;
  today: string;
  onClose(): void;
}

/** A new booking from a click or a drag on empty time (or the New menu). */
export function NewAppointmentDialog(props: NewAppointmentDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const phone = useMediaQuery('(max-width: 48em)');
  const catalog = useBookingCatalog(props.today);
  const employeeId = props.employeeId ?? props.employees[0]?.id ?? 0;

  const submit = async (body: StoreBody) => {
    try {
      const result = await withClashConfirm((force) => storeAppointment({ ...body, force }));
      if (result === null) return { fields: {}, messages: [] };
      void queryClient.invalidateQueries({ queryKey: calendarKeys.appointmentsAll });
      notify('positive', t('calendar.booked'));
      props.onClose();
      return null;
    } catch (error) {
      const fields = isApiError(error) ? Object.fromEntries(Object.entries(error.fieldErrors).map(([field, messages]) => [field, messages[0] ?? ''])) : {};
      return { fields, messages: Object.keys(fields).length ? [] : [errorText(error) ?? t('calendar.change_failed')] };
    }
  };

  return (
    <Modal opened onClose={props.onClose} closeButtonProps={{ 'aria-label': t('calendar.close') }} title={t('calendar.new_appointment')} size="lg" fullScreen={phone ?? false} data-new-appointment>
      {catalog.isPending ? (
        <Center h={200}>
          <Loader aria-label={t('calendar.loading')} />
        </Center>
      ) : (
        <BookingForm
          defaults={{
            date: props.date,
            status: 'new',
            color: 'appt_default',
            note: '',
            customer_id: null,
            services: [
              {
                service_id: null,
                employee_id: employeeId,
                start_time: formatClock(props.start),
                duration: props.duration,
                gap: null,
                finish: null,
                resource_id: props.resourceId,
              },
            ],
          }}
          options={{ services: catalog.data?.services ?? [], employees: props.employees, resources: props.resources, timeFormat: props.timeFormat }}
          customers={catalog.data?.customers ?? []}
          onSubmit={submit}
          onCancel={props.onClose}
        />
      )}
    </Modal>
  );
}
