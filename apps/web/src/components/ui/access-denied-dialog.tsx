import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconExternalLink, IconMessageCircle, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { AI_APP_URL } from '@/lib/config';
import { DialogTitle } from './dialog-title';
import { openDialog } from './open-dialog';

/**
 * Access denied for a premium app (spec §2.5): points to the separate AI web app and offers live
 * chat. The chat widget binds itself to the element with id openChat.
 */
export function AccessDeniedDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" align="center" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" color="violet">
        <IconSparkles size={28} aria-hidden />
      </ThemeIcon>
      <DialogTitle>{t('shell.access_denied_title')}</DialogTitle>
      <Text c="dimmed">{t('shell.access_denied_text')}</Text>
      <Stack w="100%" gap="xs" mt="sm">
        <Button component="a" href={AI_APP_URL} target="_blank" rel="noopener" rightSection={<IconExternalLink size={16} aria-hidden />}>
          {t('shell.open_ai_app')}
        </Button>
        <Button id="openChat" variant="light" leftSection={<IconMessageCircle size={18} aria-hidden />}>
          {t('shell.live_chat')}
        </Button>
        <Button variant="subtle" color="gray" onClick={onClose}>
          {t('shell.close')}
        </Button>
      </Stack>
    </Stack>
  );
}

export async function openAccessDenied(): Promise<void> {
  await openDialog<true>((close) => <AccessDeniedDialog onClose={() => close(true)} />, { size: 'sm', withCloseButton: false });
}
