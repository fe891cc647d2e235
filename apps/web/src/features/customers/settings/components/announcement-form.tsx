import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Switch, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import type { Announcement, AnnouncementResponse } from '@chairside/shared/customers-settings';
import { DateField } from '@/components/ui/date-field';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { useSaveAnnouncement } from '../api/announcement';

type Values = Omit<Announcement, 'updated_at'>;
const valuesOf = ({ updated_at: _, ...values }: Announcement): Values => values;

/** customers/announcement: switch, title, text and dates, with a preview of the booking page's banner. */
export function AnnouncementForm({ saved }: { saved: AnnouncementResponse }) {
  const { t } = useTranslation();
  const save = useSaveAnnouncement();
  const [values, setValues] = useState<Values>(valuesOf(saved.announcement));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors({});
  };
  const dirty = JSON.stringify(values) !== JSON.stringify(valuesOf(saved.announcement));
  const status = !saved.announcement.enabled ? 'off' : saved.active_today ? 'active' : 'waiting';

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(values, {
      onSuccess: (answer) => {
        setValues(valuesOf(answer.announcement));
        notify('positive', answer.message ?? '');
      },
      onError: (error) => setErrors(Object.fromEntries(Object.entries(isApiError(error) ? error.fieldErrors : {}).map(([field, messages]) => [field, messages[0] ?? '']))),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <Group justify="space-between" wrap="wrap">
              <Switch label={t('customer_settings.announcement.enabled')} checked={values.enabled} onChange={(e) => set('enabled', e.currentTarget.checked)} />
              <Badge color={status === 'active' ? '#1b5e20' : 'gray.7'} variant="filled" data-testid="announcement-status">
                {t(`customer_settings.announcement.status_${status}`)}
              </Badge>
            </Group>
            <TextInput label={t('customer_settings.announcement.title')} value={values.title} maxLength={120} error={errors.title} onChange={(e) => set('title', e.currentTarget.value)} />
            <Textarea label={t('customer_settings.announcement.text')} value={values.text} autosize minRows={3} maxRows={10} maxLength={2000} error={errors.text} onChange={(e) => set('text', e.currentTarget.value)} />
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <DateField label={t('customer_settings.announcement.starts_on')} value={values.starts_on} clearable clearButtonProps={{ 'aria-label': t('customer_settings.announcement.clear_date') }} error={errors.starts_on} onChange={(value) => set('starts_on', value ? String(value).slice(0, 10) : null)} />
              <DateField label={t('customer_settings.announcement.ends_on')} value={values.ends_on} clearable clearButtonProps={{ 'aria-label': t('customer_settings.announcement.clear_date') }} error={errors.ends_on} onChange={(value) => set('ends_on', value ? String(value).slice(0, 10) : null)} />
            </SimpleGrid>
            <Text size="sm" c="dimmed">
              {t('customer_settings.announcement.dates_hint')}
            </Text>
            <Group justify="flex-end">
              <Button type="submit" disabled={!dirty} loading={save.isPending}>
                {t('customer_settings.announcement.save')}
              </Button>
            </Group>
          </Stack>
        </Paper>
        {values.title || values.text ? (
          <section aria-labelledby="announcement-preview">
            <Title order={2} size="h5" mb="xs" id="announcement-preview">
              {t('customer_settings.announcement.preview_title')}
            </Title>
            <Alert color="brand" variant="light" icon={<IconSpeakerphone size={20} aria-hidden />} title={values.title || undefined} data-testid="announcement-preview">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {values.text}
              </Text>
            </Alert>
          </section>
        ) : null}
      </Stack>
    </form>
  );
}
