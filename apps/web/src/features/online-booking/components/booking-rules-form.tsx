import { useState } from 'react';
import { Button, Checkbox, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import type { OnlineBookingSettings, OnlineBookingSettingsResponse } from '@chairside/shared/online-booking';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { useSaveOnlineSettings } from '../api/save-online-settings';

const STEPS = ['5', '10', '15', '20', '30', '60'];
const valuesOf = ({ services: _s, employees: _e, booking_url: _u, ...values }: OnlineBookingSettingsResponse): OnlineBookingSettings => values;

/** A list of ticks with "select all" and "select none". */
function TickList({ title, items, chosen, onChange }: { title: string; items: { id: number; name: string; group?: string }[]; chosen: number[]; onChange: (ids: number[]) => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" component="fieldset" style={{ margin: 0 }}>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" component="legend">{title}</Title>
        <Group gap="xs">
          <Button variant="subtle" size="compact-sm" onClick={() => onChange(items.map((i) => i.id))}>{t('online_booking.screens.select_all')}</Button>
          <Button variant="subtle" size="compact-sm" onClick={() => onChange([])}>{t('online_booking.screens.select_none')}</Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        {items.map((item) => (
          <Checkbox
            key={item.id}
            label={item.name}
            description={item.group || undefined}
            checked={chosen.includes(item.id)}
            onChange={(e) => onChange(e.currentTarget.checked ? [...chosen, item.id] : chosen.filter((id) => id !== item.id))}
          />
        ))}
      </SimpleGrid>
    </Paper>
  );
}

/** /online-booking/booking: open or closed, auto-confirm or request, lead time, how far ahead, slot step, notice; the services and employees offered. */
export function BookingRulesForm({ saved }: { saved: OnlineBookingSettingsResponse }) {
  const { t } = useTranslation();
  const save = useSaveOnlineSettings();
  const [values, setValues] = useState<OnlineBookingSettings>(() => valuesOf(saved));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (next: Partial<OnlineBookingSettings>) => setValues((current) => ({ ...current, ...next }));
  const dirty = JSON.stringify(values) !== JSON.stringify(valuesOf(saved));
  const number = (field: 'lead_time_minutes' | 'max_advance_days' | 'cancellation_notice_hours', label: string, max: number, min = 0) => (
    <NumberInput
      label={t(label)} min={min} max={max} allowDecimal={false} value={values[field]} error={errors[field]}
      onChange={(value) => set({ [field]: typeof value === 'number' ? value : min })}
    />
  );

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    save.mutate(values, {
      onSuccess: (answer) => {
        setValues(valuesOf(answer));
        notify('positive', t('online_booking.screens.saved'));
      },
      onError: (error) => {
        const fields = isApiError(error) ? error.fieldErrors : {};
        setErrors(Object.fromEntries(Object.entries(fields).map(([field, messages]) => [field, messages[0] ?? ''])));
        if (isApiError(error)) notify('negative', error.message);
      },
    });
  };

  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <Paper withBorder p="md">
          <Stack gap="md">
            <Switch label={t('online_booking.screens.enabled')} description={t('online_booking.screens.enabled_hint')} checked={values.enabled} onChange={(e) => set({ enabled: e.currentTarget.checked })} />
            <Switch label={t('online_booking.screens.auto_confirm')} description={t('online_booking.screens.auto_confirm_hint')} checked={values.auto_confirm} onChange={(e) => set({ auto_confirm: e.currentTarget.checked })} />
            <Switch label={t('online_booking.screens.verify_contact')} description={t('online_booking.screens.verify_contact_hint')} checked={values.verify_contact} onChange={(e) => set({ verify_contact: e.currentTarget.checked })} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {number('lead_time_minutes', 'online_booking.screens.lead_time', 10_080)}
              {number('max_advance_days', 'online_booking.screens.max_advance', 730, 1)}
              <Select
                label={t('online_booking.screens.slot_step')} data={STEPS} value={String(values.slot_step_minutes)} allowDeselect={false}
                onChange={(value) => set({ slot_step_minutes: Number(value ?? 15) as OnlineBookingSettings['slot_step_minutes'] })}
              />
              {number('cancellation_notice_hours', 'online_booking.screens.cancellation_notice', 720)}
            </SimpleGrid>
          </Stack>
        </Paper>
        <TickList title={t('online_booking.screens.services_title')} items={saved.services} chosen={values.service_ids} onChange={(ids) => set({ service_ids: ids })} />
        {!values.service_ids.length && <Text c="dimmed">{t('online_booking.screens.empty_services')}</Text>}
        <TickList title={t('online_booking.screens.employees_title')} items={saved.employees} chosen={values.employee_ids} onChange={(ids) => set({ employee_ids: ids })} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={!dirty}>{t('online_booking.screens.save')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
