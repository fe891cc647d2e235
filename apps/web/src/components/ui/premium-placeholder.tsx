import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { openPlans } from './plans-opener';

/** Shown instead of a plan-gated screen part (report and form screens, spec §2.5). */
export function PremiumPlaceholder({ title, description, showUpgrade = true }: { title?: string; description?: string; showUpgrade?: boolean }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="xl" bg="var(--mantine-color-brand-0)">
      <Stack align="center" gap="sm" ta="center" maw={460} mx="auto">
        <ThemeIcon size={56} radius="xl" color="yellow" variant="light">
          <IconCrown size={28} aria-hidden />
        </ThemeIcon>
        <Title order={2} size="h4">
          {title ?? t('shell.premium_title')}
        </Title>
        <Text c="dimmed">{description ?? t('shell.premium_text')}</Text>
        {showUpgrade && <Button onClick={() => openPlans()}>{t('shell.upgrade')}</Button>}
      </Stack>
    </Paper>
  );
}
