import { useState } from 'react';
import { Alert, Button, Center, Loader, Radio, Stack } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import type { StoreBody } from '@chairside/shared/calendar';
import type { AppointmentDetails } from '@chairside/shared/calendar-responses';
import type { ResourcesResponse } from '@chairside/shared/calendar-data';
import { useFormat } from '@/lib/format';
import { errorText } from '@/lib/form-errors';
import { updateAppointment } from '../../api/update-appointment';
import { updateSeries } from '../../api/update-series';
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

/** Which bookings of a series an edit changes: this one (appointments/update) or more (appointments/update-series). */
type EditScope = 'this' | 'following' | 'all';

/**
 * Edit: the New appointment form filled in from the booking, saved through POST appointments/update;
 * a clash (409) asks first and, on "Book anyway", saves again with force. A booking of a recurring series
 * offers the choice of this one only, this and the following ones, or all still to come.
 */
export function EditPanel({ details, resources, timeFormat, onDone, onBack }: EditPanelProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const services = useEmployeeServices();
  const defaults = bookingFromLines(details.lines);
  const customer = details.appointment.customer;
  const [scope, setScope] = useState<EditScope>('this');

  /** Saves; keeps the form open when the user kept things as they were; a failure is thrown for the form to show. */
  const submit = async (body: StoreBody) => {
    const groupId = details.appointment.group_id;
    const itemId = details.appointment.id;
    const chosen = scope;
    const save = (values: StoreBody, force: boolean | undefined) =>
      chosen === 'this' ? updateAppointment({ ...values, group_id: groupId, force }) : updateSeries(itemId, { ...values, scope: chosen, force });
    const saved = await withClashConfirm((force) => save(body, force));
    if (saved === null || !defaults) return;
    // Undo: the booking (and the series' bookings changed with it) as it was; lines the edit removed come back as new lines, lines it added go.
    const now = new Set(saved.appointments.map((line) => line.id));
    const before = { ...defaults, services: defaults.services.map((line) => (line.id != null && now.has(line.id) ? line : { ...line, id: null })) };
    onDone(async () => (await withClashConfirm((force) => save(before, force))) !== null);
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
      {details.series ? (
        <Radio.Group label={t('calendar.edit_scope_label')} value={scope} onChange={(value) => setScope(value as EditScope)} mb="md" data-edit-scope>
          <Stack gap={6} mt={6}>
            <Radio value="this" label={t('calendar.edit_scope_this')} />
            <Radio value="following" label={t('calendar.edit_scope_following')} />
            <Radio value="all" label={t('calendar.edit_scope_all')} />
          </Stack>
        </Radio.Group>
      ) : null}
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
