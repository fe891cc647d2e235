import { useState } from 'react';
import { Anchor, Button, Group, NumberInput, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MAX_REMINDER_RULES, THANK_YOU_MAX_MINUTES, type ReminderRule, type RemindersResponse } from '@chairside/shared/reminders';
import { TimeSelect } from '@/components/ui/time-select';
import { isApiError } from '@/lib/api-client';
import { useInitialSettings } from '@/lib/auth';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { useUpdateReminders } from '../api/update-reminders';
import { RuleRow } from './rule-row';
import { EventSettings } from './event-settings';
import { SmsCredit } from './sms-credit';

interface Values {
  rules: ReminderRule[];
  quiet: boolean;
  quiet_from: string;
  quiet_to: string;
  ask_confirmation: boolean;
  sms_fallback_email: boolean;
  events: RemindersResponse['settings']['events'];
  /** The thank-you's delay, in hours on the form (minutes on the wire). */
  thank_you_hours: number;
}

const valuesOf = (saved: RemindersResponse): Values => ({
  rules: saved.rules,
  quiet: saved.settings.quiet_from !== null,
  quiet_from: saved.settings.quiet_from ?? '21:00',
  quiet_to: saved.settings.quiet_to ?? '08:00',
  ask_confirmation: saved.settings.ask_confirmation,
  sms_fallback_email: saved.settings.sms_fallback_email,
  events: saved.settings.events,
  thank_you_hours: Math.round((saved.settings.thank_you_after_minutes ?? 120) / 60),
});

/** /reminders: the rules (when, channel, services), quiet hours and the confirm link, saved together. */
export function RemindersForm({ saved }: { saved: RemindersResponse }) {
  const { t } = useTranslation();
  const timeFormat = useInitialSettings().data?.time_format;
  const save = useUpdateReminders();
  const [values, setValues] = useState<Values>(() => valuesOf(saved));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (next: Partial<Values>) => {
    setValues((current) => ({ ...current, ...next }));
    setErrors({});
  };
  const dirty = JSON.stringify(values) !== JSON.stringify(valuesOf(saved));
  const setRule = (index: number, rule: ReminderRule) => set({ rules: values.rules.map((r, i) => (i === index ? rule : r)) });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = {
      rules: values.rules,
      quiet_from: values.quiet ? values.quiet_from : null,
      quiet_to: values.quiet ? values.quiet_to : null,
      ask_confirmation: values.ask_confirmation,
      sms_fallback_email: values.sms_fallback_email,
      events: values.events,
      thank_you_after_minutes: values.thank_you_hours * 60,
    };
    save.mutate(body, {
      onSuccess: (answer) => {
        setValues(valuesOf(answer));
        notify('positive', answer.message);
      },
      onError: (error) => {
        const fields = isApiError(error) ? error.fieldErrors : {};
        setErrors(Object.fromEntries(Object.entries(fields).map(([field, messages]) => [field, messages[0] ?? ''])));
        if (isApiError(error) && !Object.keys(fields).length) notify('negative', error.message);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <Group justify="space-between">
              <Title order={2} size="h4">{t('reminders.rules_title')}</Title>
              <Anchor component={Link} to="/customers/notifications" size="sm">{t('reminders.wording_link')}</Anchor>
            </Group>
            {values.rules.length === 0 && <Text c="dimmed" data-testid="no-rules">{t('reminders.no_rules')}</Text>}
            {values.rules.map((rule, index) => (
              <RuleRow
                key={rule.id ?? `new-${index}`}
                rule={rule}
                groups={saved.service_groups}
                error={errors[`rules.${index}`] ?? errors[`rules.${index}.offset_minutes`] ?? errors[`rules.${index}.service_group_id`]}
                onChange={(next) => setRule(index, next)}
                onRemove={() => set({ rules: values.rules.filter((_, i) => i !== index) })}
              />
            ))}
            <Group>
              <Button
                variant="light"
                data-add-rule
                leftSection={<IconPlus size={16} aria-hidden />}
                disabled={values.rules.length >= MAX_REMINDER_RULES}
                onClick={() => set({ rules: [...values.rules, { id: null, offset_minutes: 1440, channel: 'email', service_group_id: null }] })}
              >
                {t('reminders.add_rule')}
              </Button>
            </Group>
            <Text size="sm" c="dimmed">{t('reminders.transactional_note')}</Text>
          </Stack>
        </Paper>

        <EventSettings events={values.events} onChange={(events) => set({ events })}>
          <NumberInput
            label={t('reminders.events.thank_you_after')}
            description={t('reminders.events.thank_you_after_hint')}
            w={{ base: '100%', xs: 320 }}
            min={0}
            max={THANK_YOU_MAX_MINUTES / 60}
            allowDecimal={false}
            value={values.thank_you_hours}
            error={errors.thank_you_after_minutes}
            onChange={(v) => set({ thank_you_hours: typeof v === 'number' ? Math.min(Math.max(0, Math.round(v)), THANK_YOU_MAX_MINUTES / 60) : 0 })}
            data-thank-you-hours
          />
        </EventSettings>

        <SmsCredit fallback={values.sms_fallback_email} onFallback={(on) => set({ sms_fallback_email: on })} />

        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <Title order={2} size="h4">{t('reminders.quiet_title')}</Title>
            <Switch label={t('reminders.quiet_enabled')} checked={values.quiet} onChange={(e) => set({ quiet: e.currentTarget.checked })} />
            {values.quiet && (
              <Group gap="sm">
                <TimeSelect label={t('reminders.quiet_from')} w={140} value={values.quiet_from} timeFormat={timeFormat} error={errors.quiet_from} onChange={(value) => set({ quiet_from: value })} />
                <TimeSelect label={t('reminders.quiet_to')} w={140} value={values.quiet_to} timeFormat={timeFormat} error={errors.quiet_to} onChange={(value) => set({ quiet_to: value })} />
              </Group>
            )}
            <Text size="sm" c="dimmed">{t('reminders.quiet_hint', { zone: saved.timezone })}</Text>
          </Stack>
        </Paper>

        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="xs">
            <Switch label={t('reminders.ask_confirmation')} checked={values.ask_confirmation} onChange={(e) => set({ ask_confirmation: e.currentTarget.checked })} />
            <Text size="sm" c="dimmed">{t('reminders.ask_confirmation_hint')}</Text>
          </Stack>
        </Paper>

        <Group justify="flex-end">
          <Button type="submit" disabled={!dirty} loading={save.isPending} data-save-reminders>{t('reminders.save')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
