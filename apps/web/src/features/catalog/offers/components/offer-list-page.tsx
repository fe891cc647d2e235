import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Paper, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArchive, IconPencil, IconPlus, IconRestore, IconSearch, IconTag } from '@tabler/icons-react';
import { confirm } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { PageLoader } from '@/components/ui/page-loader';
import { PremiumPlaceholder } from '@/components/ui/premium-placeholder';
import { useFeature } from '@/lib/can';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { useArchiveOffer } from '../api/archive-offer';
import { useOffers } from '../api/get-offers';
import type { OfferKind } from '../api/offer-keys';

interface OfferItem {
  id: number;
  name: string;
}

export interface OfferListPageProps<T extends OfferItem> {
  kind: OfferKind;
  /** Translation keys of this kind's texts. */
  texts: { title: string; add: string; empty: string; emptyText: string; premium: string; archiveText: string; search: string };
  /** One line under the name: what it is and what it costs. */
  summary(item: T): ReactNode;
  /** Extra texts the search matches besides the name (a discount's code). */
  searchable?(item: T): string[];
  form(item: T | null, onClose: () => void): ReactNode;
}

const matches = (texts: string[], search: string) => {
  const needle = search.trim().toLocaleLowerCase();
  return !needle || texts.some((text) => text.toLocaleLowerCase().includes(needle));
};

/**
 * The screen of one offer kind: a searchable list of active or archived ones, add and edit in a
 * drawer, archive after a confirmation, restore. With the plan's feature off, the premium
 * placeholder with Upgrade stands in for the whole screen (the server refuses the writes too).
 */
export function OfferListPage<T extends OfferItem>({ kind, texts, summary, searchable, form }: OfferListPageProps<T>) {
  const { t } = useTranslation();
  const available = useFeature(kind);
  const [view, setView] = useState<'active' | 'archived'>('active');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<{ item: T | null } | null>(null);
  const list = useOffers(kind, view === 'archived');
  const archive = useArchiveOffer(kind);
  const items = ((list.data?.data ?? []) as unknown as T[]).filter((item) => matches([item.name, ...(searchable?.(item) ?? [])], search));

  if (!available) {
    return (
      <Stack gap="md" maw={900}>
        <Title order={1} size="h2">
          {t(texts.title)}
        </Title>
        <PremiumPlaceholder description={t(texts.premium)} />
      </Stack>
    );
  }

  const onArchive = async (item: T) => {
    const sure = await confirm({ type: 'danger', title: t('catalog_offers.archive_title', { name: item.name }), description: t(texts.archiveText), yesLabel: t('catalog_offers.archive') });
    if (!sure) return;
    const answer = await archive.mutateAsync({ id: item.id, restore: false }).catch(() => null);
    if (answer) notify('positive', answer.message);
  };
  const onRestore = async (item: T) => {
    const answer = await archive.mutateAsync({ id: item.id, restore: true }).catch(() => null);
    if (answer) notify('positive', answer.message);
  };

  return (
    <Stack gap="md" maw={900}>
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          {t(texts.title)}
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ item: null })} data-add-offer>
          {t(texts.add)}
        </Button>
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SegmentedControl
          value={view}
          onChange={(next) => setView(next as 'active' | 'archived')}
          data={[
            { value: 'active', label: t('catalog_offers.view_active') },
            { value: 'archived', label: t('catalog_offers.view_archived') },
          ]}
          aria-label={t('catalog_offers.view_label')}
          data-offer-view
        />
        <TextInput
          leftSection={<IconSearch size={16} aria-hidden />}
          placeholder={t(texts.search)}
          aria-label={t(texts.search)}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          type="search"
          style={{ flex: 1, minWidth: 200 }}
        />
      </Group>
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <Alert color="red" role="alert">
          {t('catalog_offers.load_failed')}
        </Alert>
      ) : items.length === 0 ? (
        <EmptyState
          icon={<IconTag size={28} aria-hidden />}
          title={t(search.trim() ? 'catalog_offers.empty_search' : view === 'archived' ? 'catalog_offers.empty_archived' : texts.empty)}
          description={!search.trim() && view === 'active' ? t(texts.emptyText) : undefined}
          titleOrder={2}
        />
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t(texts.title)} data-offer-list>
          {items.map((item) => (
            <Paper key={item.id} component="li" withBorder radius="md" p="sm" data-offer={item.name}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
                  <Text fw={600}>{item.name}</Text>
                  <Text size="sm" c="dimmed">
                    {summary(item)}
                  </Text>
                </Stack>
                <Group gap="xs">
                  {view === 'active' ? (
                    <>
                      <Button variant="default" size="sm" leftSection={<IconPencil size={14} aria-hidden />} onClick={() => setEditing({ item })} aria-label={`${t('catalog_offers.edit')}: ${item.name}`}>
                        {t('catalog_offers.edit')}
                      </Button>
                      <Button variant="subtle" color="red" size="sm" leftSection={<IconArchive size={14} aria-hidden />} onClick={() => void onArchive(item)} aria-label={`${t('catalog_offers.archive')}: ${item.name}`}>
                        {t('catalog_offers.archive')}
                      </Button>
                    </>
                  ) : (
                    <Button variant="light" size="sm" leftSection={<IconRestore size={14} aria-hidden />} onClick={() => void onRestore(item)} aria-label={`${t('catalog_offers.restore')}: ${item.name}`}>
                      {t('catalog_offers.restore')}
                    </Button>
                  )}
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {editing && form(editing.item, () => setEditing(null))}
    </Stack>
  );
}
