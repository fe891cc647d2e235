import { Anchor, Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconExternalLink, IconRocket } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import type { LimitAlertData } from '@/lib/api-failures';
import { WEB_APP_URL } from '@/lib/config';
import { DialogTitle } from './dialog-title';
import { openDialog } from './open-dialog';
import { openPlans } from './plans-opener';

interface LimitAlertProps {
  data: LimitAlertData;
  onClose: (upgrade: boolean) => void;
}

/** A plan limit was reached (403/422 with limits, spec §8): Upgrade on the web, "go to web" in the app. */
export function LimitAlert({ data, onClose }: LimitAlertProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" align="center" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" color="orange">
        <IconRocket size={28} aria-hidden />
      </ThemeIcon>
      <DialogTitle>{data.title}</DialogTitle>
      {data.description && <Text c="dimmed">{data.description}</Text>}
      <Group justify="center" w="100%" grow>
        <Button variant="default" onClick={() => onClose(false)}>
          {t('shell.close')}
        </Button>
        {data.platform === 'web' ? (
          <Button onClick={() => onClose(true)}>{t('shell.upgrade')}</Button>
        ) : (
          <Button component="a" href={WEB_APP_URL} target="_blank" rel="noopener" rightSection={<IconExternalLink size={16} aria-hidden />}>
            {t('shell.go_to_web')}
          </Button>
        )}
      </Group>
      {data.platform !== 'web' && (
        <Anchor href={WEB_APP_URL} target="_blank" rel="noopener" size="xs" c="dimmed">
          {WEB_APP_URL}
        </Anchor>
      )}
    </Stack>
  );
}

let open = false;

/** Opens the limit alert once at a time; Upgrade opens the plans dialog. */
export async function openLimitAlert(data: LimitAlertData): Promise<void> {
  if (open) return;
  open = true;
  try {
    const upgrade = await openDialog<boolean>((close) => <LimitAlert data={data} onClose={close} />, { size: 'sm', withCloseButton: false });
    if (upgrade) openPlans();
  } finally {
    open = false;
  }
}
