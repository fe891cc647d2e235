import { useEffect } from 'react';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { NotFoundScreen } from '../routes/not-found-screen';

const RELOAD_KEY = 'chunk_reload_at';
const RELOAD_PAUSE_MS = 30_000;

/** A screen's code that no longer exists on the server (a new version was deployed meanwhile). */
export const isStaleChunk = (error: unknown) =>
  error instanceof Error && /dynamically imported module|Importing a module script failed|Failed to load module script/i.test(error.message);

/** Reloads once for a stale chunk (never twice within 30 s, so a real outage cannot loop). */
function reloadForNewVersion(): boolean {
  const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
  if (Date.now() - last < RELOAD_PAUSE_MS) return false;
  sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  window.location.reload();
  return true;
}

/** A screen that failed to load or render: never a blank page. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  useEffect(() => {
    if (isStaleChunk(error)) reloadForNewVersion();
    else console.error(error);
  }, [error]);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  return (
    <Center mih="100dvh" p="md" component="main">
      <Stack align="center" gap="sm" maw={440} ta="center">
        <Logo size={56} />
        <Title order={1} size="h2">
          {t('shell.error_page_title')}
        </Title>
        <Text c="dimmed">{t('shell.error_page_text')}</Text>
        <Button onClick={() => window.location.reload()}>{t('shell.reload')}</Button>
      </Stack>
    </Center>
  );
}
