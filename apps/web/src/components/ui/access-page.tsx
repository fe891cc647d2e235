import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';

/** Shown in place of a screen the user's permission flags do not allow (spec §6). */
export function AccessPage() {
  const { t } = useTranslation();
  return (
    <Center mih={360} p="md">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray">
          <IconLock size={28} aria-hidden />
        </ThemeIcon>
        <Title order={1} size="h3">
          {t('shell.access_title')}
        </Title>
        <Text c="dimmed">{t('shell.access_text')}</Text>
        <Button component={Link} to="/calendar" variant="light">
          {t('shell.back_to_calendar')}
        </Button>
      </Stack>
    </Center>
  );
}
