import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { Logo } from '@/components/ui/logo';

/** Any unknown path (spec §2.1). */
export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <Center mih="100dvh" p="md" component="main">
      <Stack align="center" gap="sm" maw={440} ta="center">
        <Logo size={56} />
        <Text fw={700} fz={48} c="brand" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1} size="h2">
          {t('shell.not_found_title')}
        </Title>
        <Text c="dimmed">{t('shell.not_found_text')}</Text>
        <Button component={Link} to="/">
          {t('shell.go_home')}
        </Button>
      </Stack>
    </Center>
  );
}
