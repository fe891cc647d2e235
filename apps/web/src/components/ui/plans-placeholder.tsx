import { useState } from 'react';
import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { mountDialog } from './dialog-host';
import { FullScreenDialog } from './fullscreen-dialog';

/**
 * The plans dialog (spec §2.5 "Plans and options") belongs to the subscription feature, which
 * registers it with `setPlansOpener`. Until then Upgrade opens this placeholder.
 */
type Opener = () => void;
let opener: Opener | null = null;

export function setPlansOpener(next: Opener | null): void {
  opener = next;
}

function PlansPlaceholder({ onClosed }: { onClosed: () => void }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(true);
  const close = () => {
    setOpened(false);
    setTimeout(onClosed, 200);
  };
  return (
    <FullScreenDialog
      opened={opened}
      onClose={close}
      title={t('shell.plans_title')}
      caption={t('shell.plans_caption')}
      footer={
        <Button onClick={close} fullWidth>
          {t('shell.close')}
        </Button>
      }
    >
      <Stack align="center" ta="center" py="xl" maw={480} mx="auto">
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconSparkles size={32} aria-hidden />
        </ThemeIcon>
        <Text>{t('shell.plans_soon')}</Text>
      </Stack>
    </FullScreenDialog>
  );
}

let isOpen = false;

export function openPlans(): void {
  if (opener) return opener();
  if (isOpen) return;
  isOpen = true;
  mountDialog((unmount) => (
    <PlansPlaceholder
      onClosed={() => {
        isOpen = false;
        unmount();
      }}
    />
  ));
}
