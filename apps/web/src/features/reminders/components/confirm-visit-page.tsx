import { useEffect, useState } from 'react';
import { Alert, Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { isLanguage } from '@chairside/shared/constants';
import { wallClock } from '@chairside/shared/rules/calendar-time';
import { currentLanguage, initI18n } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import { useConfirmLink, useConfirmVisit } from '../api/confirm-visit';

/** /confirm-visit/{token}: the page a reminder's confirm link opens, without signing in, in the venue's language. */
export function ConfirmVisitPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const link = useConfirmLink(token);
  const confirm = useConfirmVisit(token);
  const [ready, setReady] = useState(false);
  const lang = link.data?.lang;

  useEffect(() => {
    // The start phrases hold only the sign-in screens: load every phrase, in the venue's language.
    if (!lang && !link.isError) return;
    void initI18n(lang && isLanguage(lang) ? lang : currentLanguage(), 'all').finally(() => setReady(true));
  }, [lang, link.isError]);

  if (link.isPending || !ready) return <Group justify="center" p="xl"><Loader /></Group>;
  if (link.isError || confirm.isError) {
    return <Container size="sm" py="xl"><Alert color="orange" title={t('reminders.public.invalid')}>{null}</Alert></Container>;
  }
  const data = link.data;
  const wall = wallClock(new Date(data.starts_at), data.timezone);
  const date = new Intl.DateTimeFormat(data.lang, { timeZone: data.timezone, dateStyle: 'full' }).format(new Date(data.starts_at));
  const confirmed = data.confirmed || confirm.isSuccess;
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="xl" radius="md">
        <Stack gap="md" ta="center">
          <Text fw={700} c="dimmed">{data.venue}</Text>
          <Title order={1} size="h2">{t('reminders.public.title')}</Title>
          <Text>{t('reminders.public.question', { venue: data.venue, date, time: wall.time })}</Text>
          {confirmed ? (
            <Alert color="green" variant="light" role="status" data-testid="visit-confirmed">{t('reminders.public.confirmed')}</Alert>
          ) : (
            <Button size="lg" onClick={() => confirm.mutate()} loading={confirm.isPending}>{t('reminders.public.confirm')}</Button>
          )}
          <Text size="sm" c="dimmed">{t('reminders.public.cant_come')}</Text>
        </Stack>
      </Paper>
    </Container>
  );
}
