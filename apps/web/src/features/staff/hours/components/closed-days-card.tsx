import { useState } from 'react';
import { ActionIcon, Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCalendarOff, IconTrash } from '@tabler/icons-react';
import type { ClosedDay } from '@chairside/shared/staff-hours';
import { confirm } from '@/components/ui/confirm-dialog';
import { DateField } from '@/components/ui/date-field';
import { useFormat } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { useDeleteClosedDay } from '../api/delete-closed-day';
import { useStoreClosedDay } from '../api/store-closed-day';
import { saveFailure } from '../utils/hours-errors';
import { localToday } from '../utils/week';

/** Closed days ahead (public holidays, a summer break): listed with remove, and a form to add a date or a range. */
export function ClosedDaysCard({ closedDays }: { closedDays: ClosedDay[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [from, setFrom] = useState(localToday());
  const [until, setUntil] = useState(localToday());
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const store = useStoreClosedDay();
  const remove = useDeleteClosedDay();
  const range = (day: ClosedDay) => (day.starts_on === day.ends_on ? format.date(day.starts_on) : `${format.date(day.starts_on)} – ${format.date(day.ends_on)}`);

  const add = async () => {
    setErrors({});
    setMessage(null);
    if (until < from) {
      setErrors({ ends_on: t('staff_hours.validation.range_order') });
      return;
    }
    try {
      const answer = await store.mutateAsync({ starts_on: from, ends_on: until, name });
      notify('positive', answer.message);
      setName('');
    } catch (error) {
      const failure = saveFailure(error, t('staff_hours.save_failed'));
      setErrors(failure.fields);
      setMessage(failure.message);
    }
  };

  const drop = async (day: ClosedDay) => {
    const sure = await confirm({ type: 'danger', title: t('staff_hours.remove_closed_title'), accent: `${range(day)}${day.name ? ` · ${day.name}` : ''}`, yesLabel: t('staff_hours.remove') });
    if (!sure) return;
    const answer = await remove.mutateAsync(day.id);
    notify('positive', answer.message);
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="closed-days-title" data-closed-days>
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="closed-days-title">
            {t('staff_hours.closed_days')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('staff_hours.closed_days_help')}
          </Text>
        </div>
        {closedDays.length === 0 ? (
          <Group gap="xs" c="dimmed">
            <IconCalendarOff size={18} aria-hidden />
            <Text size="sm">{t('staff_hours.no_closed_days')}</Text>
          </Group>
        ) : (
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {closedDays.map((day) => (
              <Group key={day.id} component="li" justify="space-between" wrap="nowrap" gap="xs" data-closed-day={day.starts_on}>
                <Text size="sm">
                  <Text span fw={600}>
                    {range(day)}
                  </Text>
                  {day.name ? ` · ${day.name}` : ''}
                </Text>
                <ActionIcon variant="subtle" color="red" size="lg" aria-label={`${t('staff_hours.remove')}: ${range(day)}`} onClick={() => void drop(day)} data-remove-closed>
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        )}
        {message && (
          <Alert color="red" role="alert">
            {message}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
          <DateField label={t('staff_hours.closed_from')} value={from} onChange={(value) => {
            if (!value) return;
            const next = String(value).slice(0, 10);
            setFrom(next);
            if (until < next) setUntil(next);
          }} error={errors.starts_on} data-closed-from />
          <DateField label={t('staff_hours.closed_until')} value={until} minDate={from} onChange={(value) => value && setUntil(String(value).slice(0, 10))} error={errors.ends_on} data-closed-until />
          <TextInput label={t('staff_hours.closed_name')} placeholder={t('staff_hours.closed_name_placeholder')} value={name} maxLength={80} onChange={(e) => setName(e.currentTarget.value)} error={errors.name} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="light" onClick={() => void add()} loading={store.isPending} data-add-closed>
            {t('staff_hours.add_closed')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
