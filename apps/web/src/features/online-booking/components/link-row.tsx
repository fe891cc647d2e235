import { Button, CopyButton, Group, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';

/** One link with its copy button. */
export function LinkRow({ label, link }: { label: string; link: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput label={label} value={link} readOnly style={{ flex: 1 }} onFocus={(e) => e.currentTarget.select()} />
      <CopyButton value={link}>
        {({ copied, copy }) => (
          <Button variant="light" onClick={copy} leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />} aria-label={t('online_booking.screens.copy_label', { link })}>
            {copied ? t('online_booking.screens.copied') : t('online_booking.screens.copy')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
