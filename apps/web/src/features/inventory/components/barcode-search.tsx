import { TextInput, type TextInputProps } from '@mantine/core';
import { IconBarcode } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';

/** The inventory screens' search box: a name, SKU or a barcode typed or scanned (a USB scanner types it and ends with Enter). */
export function BarcodeSearch({ value, onSearch, ...rest }: { value: string; onSearch(next: string): void } & Omit<TextInputProps, 'value' | 'onChange'>) {
  const { t } = useTranslation();
  return (
    <TextInput
      leftSection={<IconBarcode size={16} aria-hidden />}
      placeholder={t('inventory.search_placeholder')}
      aria-label={t('inventory.search_label')}
      value={value}
      onChange={(event) => onSearch(event.currentTarget.value)}
      style={{ flex: '1 1 240px' }}
      {...rest}
    />
  );
}
