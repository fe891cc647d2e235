import { useState } from 'react';
import { Alert, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconBox, IconPlus } from '@tabler/icons-react';
import type { Resource } from '@chairside/shared/catalog-resources';
import { confirm } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { PageLoader } from '@/components/ui/page-loader';
import { PremiumPlaceholder } from '@/components/ui/premium-placeholder';
import { useFeature } from '@/lib/can';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { useArchiveResource } from '@/features/catalog/resources/api/archive-resource';
import { useResources } from '@/features/catalog/resources/api/get-resources';
import { useOrderResources } from '@/features/catalog/resources/api/order-resources';
import { ResourceDialog } from '@/features/catalog/resources/components/resource-dialog';
import { ResourceList } from '@/features/catalog/resources/components/resource-list';

/** /catalogs/resources: rooms and equipment — add, edit, reorder (the calendar's resource columns), archive and restore. Plan feature `resources`. */
export function ResourcesScreen() {
  const { t } = useTranslation();
  const available = useFeature('resources');
  const [view, setView] = useState<'active' | 'archived'>('active');
  const [editing, setEditing] = useState<{ resource: Resource | null } | null>(null);
  const list = useResources(view === 'archived', available);
  const order = useOrderResources();
  const archive = useArchiveResource();
  const resources = list.data?.data ?? [];

  const onArchive = async (resource: Resource) => {
    const yes = await confirm({
      type: 'warning',
      title: t('catalog_resources.archive_title', { name: resource.name }),
      description: t('catalog_resources.archive_explain'),
      yesLabel: t('catalog_resources.archive'),
      noLabel: t('catalog_resources.cancel'),
    });
    if (!yes) return;
    const answer = await archive.mutateAsync({ id: resource.id, restore: false }).catch(() => null);
    if (answer) notify('positive', answer.message);
  };
  const onRestore = async (resource: Resource) => {
    const answer = await archive.mutateAsync({ id: resource.id, restore: true }).catch(() => null);
    if (answer) notify('positive', answer.message);
  };

  const heading = (
    <Title order={1} size="h2">
      {t('shell.catalog_resources')}
    </Title>
  );
  if (!available) {
    return (
      <Stack gap="md" maw={900}>
        {heading}
        <PremiumPlaceholder title={t('catalog_resources.premium_title')} description={t('catalog_resources.premium_text')} />
      </Stack>
    );
  }

  return (
    <Stack gap="md" maw={900}>
      <Group justify="space-between" align="center">
        {heading}
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ resource: null })} data-add-resource>
          {t('catalog_resources.add_resource')}
        </Button>
      </Group>
      <Text c="dimmed">{t('catalog_resources.intro')}</Text>
      <SegmentedControl
        value={view}
        onChange={(next) => setView(next as 'active' | 'archived')}
        data={[
          { value: 'active', label: t('catalog_resources.view_active') },
          { value: 'archived', label: t('catalog_resources.view_archived') },
        ]}
        aria-label={t('catalog_resources.view_label')}
        style={{ alignSelf: 'flex-start' }}
      />
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <Alert color="red" role="alert">
          {t('catalog_resources.load_failed')}
        </Alert>
      ) : resources.length === 0 ? (
        <EmptyState
          icon={<IconBox size={28} aria-hidden />}
          title={t(view === 'archived' ? 'catalog_resources.empty_archived' : 'catalog_resources.empty')}
          description={view === 'archived' ? undefined : t('catalog_resources.empty_hint')}
          titleOrder={2}
        />
      ) : (
        <ResourceList
          resources={resources}
          movable={view === 'active'}
          label={t('shell.catalog_resources')}
          onOrder={(ids) => order.mutate(ids)}
          onEdit={(resource) => setEditing({ resource })}
          onArchive={(resource) => void onArchive(resource)}
          onRestore={(resource) => void onRestore(resource)}
        />
      )}
      {editing && <ResourceDialog resource={editing.resource} types={list.data?.types ?? []} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
