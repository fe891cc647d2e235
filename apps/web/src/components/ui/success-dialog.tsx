import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { DialogTitle } from './dialog-title';
import { openDialog } from './open-dialog';

/** A server message with OK (spec §2.5, used after a purchase). */
export function SuccessDialog({ message, title, onOk }: { message: string; title?: string; onOk: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" align="center" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" color="green">
        <IconCircleCheck size={28} aria-hidden />
      </ThemeIcon>
      <DialogTitle>{title ?? t('shell.success_title')}</DialogTitle>
      <Text>{message}</Text>
      <Button fullWidth mt="sm" onClick={onOk} data-autofocus>
        {t('shell.ok')}
      </Button>
    </Stack>
  );
}

export async function showSuccess(message: string, title?: string): Promise<void> {
  await openDialog<true>((close) => <SuccessDialog message={message} title={title} onOk={() => close(true)} />, {
    size: 'sm',
    withCloseButton: false,
  });
}
