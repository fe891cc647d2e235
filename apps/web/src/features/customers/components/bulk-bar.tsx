import { useState } from 'react';
import { Autocomplete, Button, Group, Paper, Text } from '@mantine/core';
import type { CustomerFilters } from '@chairside/shared/customers';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { useChangeTags } from '../api/change-tags';
import { useCustomerTags } from '../api/get-customer-tags';
import { DownloadButton } from './download-button';

/** What to do with the selected rows: add or remove a tag, export them. */
export function BulkBar({ ids, filters, onDone }: { ids: number[]; filters: CustomerFilters; onDone(): void }) {
  const { t } = useTranslation();
  const [tag, setTag] = useState('');
  const tags = useCustomerTags();
  const change = useChangeTags();
  const apply = async (mode: 'add' | 'remove') => {
    const value = tag.trim();
    if (!value) return;
    const answer = await change.mutateAsync({ ids, [mode]: [value] });
    notify('positive', t('customers.tags_updated', { n: answer.updated }));
    setTag('');
    onDone();
  };
  return (
    <Paper withBorder p="xs" data-bulk-bar>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {t('customers.selected', { n: ids.length })}
        </Text>
        <Autocomplete aria-label={t('customers.tag_placeholder')} placeholder={t('customers.tag_placeholder')} data={tags.data ?? []} value={tag} onChange={setTag} w={180} size="xs" />
        <Button size="xs" onClick={() => void apply('add')} disabled={!tag.trim()} loading={change.isPending}>
          {t('customers.add_tag')}
        </Button>
        <Button size="xs" variant="default" onClick={() => void apply('remove')} disabled={!tag.trim()} loading={change.isPending}>
          {t('customers.remove_tag')}
        </Button>
        <DownloadButton filters={filters} ids={ids} label={t('customers.export_selected')} />
      </Group>
    </Paper>
  );
}
