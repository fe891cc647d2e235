import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import type { StoreBody } from '@chairside/shared/calendar';
import type { AppointmentDetails } from '@chairside/shared/calendar-responses';
import type { ResourcesResponse } from '@chairside/shared/calendar-data';
import { useFormat } from '@/lib/format';
import { errorText } from '@/lib/form-errors';
import { updateAppointment } from '../../api/update-appointment';
import { useEmployeeServices } from '../../api/get-employee-services';
import { bookingFromLines } from '../../utils/booking-values';
import { withClashConfirm } from '../clash-dialog';
import { BookingForm } from '../booking/booking-form';

interface EditPanelProps {
  details: AppointmentDetails;
  resources: ResourcesResponse;
  timeFormat: number;
  /** Saved; `revert` writes the booking back as it was (false when the user kept a clash): the undo stack's entry. */
  onDone(revert: () => Promise<boolean>): void;
  onBack(): void;
}

/**
 * Edit: the New appointment form filled in from the booking, saved through POST appointments/update;
 * a clash (409) asks first and, on "Book anyway", saves again with force.
 */
export function EditPanel({ details, resources, timeFormat, onDone, onBack }: EditPanelProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const services = useEmployeeServices();
  const defaults = bookingFromLines(details.lines);
  const customer = details.appointment.customer;

  /** Saves; keeps the form open when the user kept things as they were; a failure is thrown for the form to show. */
  const submit = async (body: StoreBody) => {
    const groupId = details.appointment.group_id;
    const saved = await withClashConfirm((force) => updateAppointment({ ...body, group_id: groupId, force }));
    if (saved === null || !defaults) return;
    // Undo: the booking as it was; lines the edit removed come back as new lines, lines it added go.
    const now = new Set(saved.appointments.map((line) => line.id));
    const before = { ...defaults, group_id: groupId, services: defaults.services.map((line) => (line.id != null && now.has(line.id) ? line : { ...line, id: null })) };
    onDone(async () => (await withClashConfirm((force) => updateAppointment({ ...before, force }))) !== null);
  };

  if (services.isPending) {
    return (
      <Center h={200}>
        <Loader aria-label={t('calendar.loading')} />
      </Center>
    );
  }
  if (services.isError || !defaults) {
    return (
      <Stack align="flex-start">
        <Alert color="red" variant="light">
          {(services.isError ? errorText(services.error) : null) ?? t('calendar.change_failed')}
        </Alert>
        <Button variant="default" onClick={onBack}>
          {t('calendar.back')}
        </Button>
      </Stack>
    );
  }
  return (
    <div data-edit-panel>
      <BookingForm
        mode="edit"
        defaults={defaults}
        customer={customer ? { ...customer, email: '' } : null}
        options={{ services: services.data, employees: resources.employees, resources: resources.resources, timeFormat, formatPrice: format.price, decimalSeparator: format.decimalSeparator, formatDate: format.date }}
        onSubmit={submit}
        onCancel={onBack}
      />
    </div>
  );
}
