import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { enablePush, pushState, type PushState } from '../api/web-push';

/**
 * The bell's "Turn on alerts" (spec §4 "Push registration"): the browser asks for permission only
 * when the person chooses this, never on load. Shows what is the case once decided.
 */
export function PushToggle() {
  const { t } = useTranslation();
  const [state, setState] = useState<PushState>(pushState);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const turnOn = async () => {
    setBusy(true);
    setFailed(false);
    try {
      setState(await enablePush());
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  if (state === 'unsupported') return <Text size="xs" c="dimmed" px="md" py="xs" data-push-state={state}>{t('notifications.push.unsupported')}</Text>;
  if (state === 'denied') return <Text size="xs" c="dimmed" px="md" py="xs" data-push-state={state}>{t('notifications.push.blocked')}</Text>;
  if (state === 'granted' && !failed) return <Text size="xs" c="dimmed" px="md" py="xs" data-push-state={state}>{t('notifications.push.on')}</Text>;
  return (
    <Stack gap={4} px="md" py="xs" data-push-state={state}>
      <Button variant="light" size="compact-sm" leftSection={<IconBellRinging size={16} aria-hidden />} loading={busy} onClick={() => void turnOn()} data-push-enable>
        {t('notifications.push.enable')}
      </Button>
      <Text size="xs" c={failed ? 'red' : 'dimmed'} role={failed ? 'alert' : undefined}>
        {t(failed ? 'notifications.push.failed' : 'notifications.push.enable_hint')}
      </Text>
    </Stack>
  );
}
