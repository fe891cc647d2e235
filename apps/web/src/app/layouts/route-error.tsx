import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { NotFoundScreen } from '../routes/not-found-screen';

/** A screen that failed to load or render: never a blank page. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  console.error(error);
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
