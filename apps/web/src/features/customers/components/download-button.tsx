import { useState } from 'react';
import { Button, Menu, Progress, Text, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { CustomerFilters } from '@chairside/shared/customers';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { downloadExport } from '../api/download-export';

const sizeText = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/** Download (CSV or XLSX) of the list with its filters, or of `ids` only; shows the bytes received while it streams. */
export function DownloadButton({ filters, ids, label }: { filters: CustomerFilters; ids?: number[]; label?: string }) {
  const { t } = useTranslation();
  const [received, setReceived] = useState<number | null>(null);
  const start = async (format: 'csv' | 'xlsx') => {
    setReceived(0);
    try {
      await downloadExport({ ...filters, ...(ids ? { ids } : {}), format }, setReceived);
    } catch {
      notify('negative', t('customers.download_failed'));
    } finally {
      setReceived(null);
    }
  };
  if (received !== null) {
    return (
      <Group gap="xs" miw={180} role="status" aria-live="polite" data-download-progress>
        <Progress value={100} animated striped w={80} aria-hidden />
        <Text size="xs">{t('customers.downloading', { size: sizeText(received) })}</Text>
      </Group>
    );
  }
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant={ids ? 'light' : 'default'} leftSection={<IconDownload size={16} aria-hidden />} data-download>
          {label ?? t('customers.download')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void start('csv')} data-download-format="csv">
          {t('customers.download_csv')}
        </Menu.Item>
        <Menu.Item onClick={() => void start('xlsx')} data-download-format="xlsx">
          {t('customers.download_xlsx')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
