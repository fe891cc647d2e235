import type { ReactNode } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { PageLoader } from '@/components/ui/page-loader';

/** A settings screen: its heading (the page's h1), a line under it, and its cards. */
export function SettingsPage({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <Stack gap="lg" maw={880} pb={96}>
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed" mt={4}>
          {subtitle}
        </Text>
      </div>
      {children}
    </Stack>
  );
}

/** One card of a settings form, labelled by its title. */
export function SettingsCard({ id, title, subtitle, children }: { id: string; title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
          {subtitle ? (
            <Text size="sm" c="dimmed">
              {subtitle}
            </Text>
          ) : null}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

/** The section is loading, or failed to load (with a retry). */
export function SectionState({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!failed) return <PageLoader />;
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('settings_screens.load_failed')}>
      <Button variant="light" color="red" size="xs" mt="xs" onClick={onRetry}>
        {t('settings_screens.retry')}
      </Button>
    </Alert>
  );
}

/**
 * The form's save bar, kept at the bottom of the screen while scrolling (on a phone too): whether
 * there are unsaved changes, Discard and Save.
 */
export function SaveBar({ dirty, saving, onDiscard }: { dirty: boolean; saving: boolean; onDiscard: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      shadow={dirty ? 'md' : undefined}
      style={{ position: 'sticky', bottom: 'var(--mantine-spacing-sm)', zIndex: 5 }}
      data-save-bar
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" fw={600} role="status" aria-live="polite" style={{ flex: '1 1 12rem' }}>
          {dirty ? t('settings_screens.unsaved_hint') : ''}
        </Text>
        <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 auto' }} justify="flex-end">
          <Button variant="default" disabled={!dirty || saving} onClick={onDiscard}>
            {t('settings_screens.discard')}
          </Button>
          <Button type="submit" loading={saving} disabled={!dirty}>
            {t('settings_screens.save')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/** A failure that belongs to no field, above the form (announced at once). */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
      {message}
    </Alert>
  );
}
