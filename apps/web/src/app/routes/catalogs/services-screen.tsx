import { useMemo, useState } from 'react';
import { Alert, Button, Group, SegmentedControl, Stack, TextInput, Title } from '@mantine/core';
import { IconFolderPlus, IconPlus, IconScissors, IconSearch } from '@tabler/icons-react';
import type { Service, ServiceGroup } from '@chairside/shared/catalog-services';
import { EmptyState } from '@/components/ui/empty-state';
import { PageLoader } from '@/components/ui/page-loader';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { useArchive, useOrder, useServices } from '@/features/catalog/services/api/services-api';
import { ArchiveConfirm } from '@/features/catalog/services/components/archive-confirm';
import { GroupModal } from '@/features/catalog/services/components/group-modal';
import { ServiceDrawer } from '@/features/catalog/services/components/service-drawer';
import { ServiceList, type ListedGroup } from '@/features/catalog/services/components/service-list';
import { useListPaintMeasure } from '@/features/catalog/services/components/use-list-paint-measure';
import { matchesSearch } from '@/lib/search';
import { searchFields } from '@/features/catalog/services/utils/service-form';

/** /catalogs/services: the services by group — add, edit, reorder, archive and restore services and groups. */
export function ServicesScreen() {
  const { t } = useTranslation();
  const [view, setView] = useState<'active' | 'archived'>('active');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<{ id: number | null; groupId: number | null } | null>(null);
  const [editingGroup, setEditingGroup] = useState<{ group: ServiceGroup | null } | null>(null);
  const [archiving, setArchiving] = useState<{ kind: 'services' | 'service-groups'; id: number; name: string } | null>(null);
  const list = useServices(view === 'archived');
  const active = useServices(false);
  const order = useOrder();
  const restore = useArchive();
  useListPaintMeasure(list.data);

  const groups = useMemo(() => (active.data?.groups ?? []).filter((g) => !g.archived), [active.data]);
  const sections = useMemo<ListedGroup[]>(() => {
    if (!list.data) return [];
    const all: ListedGroup[] = [...list.data.groups.map((g) => ({ group: g, services: g.services })), { group: null, services: list.data.ungrouped }];
    const text = search.trim();
    return all
      .map((section) => ({ ...section, services: text ? section.services.filter((s) => matchesSearch(searchFields(s), text)) : section.services }))
      // Empty groups show on the active list without a search (to add services to them); the rest only with services.
      .filter((section) => section.services.length > 0 || (view === 'active' && !text && section.group !== null));
  }, [list.data, search, view]);
  const count = list.data ? list.data.groups.reduce((n, g) => n + g.services.length, 0) + list.data.ungrouped.length : 0;

  const onRestore = async (kind: 'services' | 'service-groups', id: number) => {
    const answer = await restore.mutateAsync({ kind, id, restore: true }).catch(() => null);
    if (answer) notify('positive', answer.message);
  };

  return (
    <Stack gap="md" maw={960}>
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">{t('shell.catalog_services')}</Title>
        <Group gap="xs">
          <Button variant="default" leftSection={<IconFolderPlus size={16} aria-hidden />} onClick={() => setEditingGroup({ group: null })} data-add-group>
            {t('catalog_services.add_group')}
          </Button>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ id: null, groupId: groups[0]?.id ?? null })} data-add-service>
            {t('catalog_services.add_service')}
          </Button>
        </Group>
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SegmentedControl
          value={view}
          onChange={(next) => setView(next as 'active' | 'archived')}
          data={[
            { value: 'active', label: t('catalog_services.view_active') },
            { value: 'archived', label: t('catalog_services.view_archived') },
          ]}
          aria-label={t('catalog_services.view_label')}
        />
        <TextInput
          leftSection={<IconSearch size={16} aria-hidden />}
          placeholder={t('catalog_services.search')}
          aria-label={t('catalog_services.search')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          type="search"
          style={{ flex: 1, minWidth: 200 }}
        />
      </Group>
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <Alert color="red" role="alert">{t('catalog_services.load_failed')}</Alert>
      ) : sections.length === 0 || (count === 0 && view === 'archived') ? (
        <EmptyState
          icon={<IconScissors size={28} aria-hidden />}
          title={t(search.trim() ? 'catalog_services.empty_search' : view === 'archived' ? 'catalog_services.empty_archived' : 'catalog_services.empty')}
          titleOrder={2}
        />
      ) : (
        <ServiceList
          sections={sections}
          movable={view === 'active' && !search.trim()}
          onOrderGroups={(ids) => order.mutate({ orders: ids })}
          onOrderServices={(groupId, ids) => order.mutate({ group_id: groupId, orders: ids })}
          onEditService={(service) => setEditing({ id: service.id, groupId: service.group_id })}
          onAddService={(groupId) => setEditing({ id: null, groupId })}
          onArchiveService={(service) => setArchiving({ kind: 'services', id: service.id, name: service.name })}
          onRestoreService={(service: Service) => void onRestore('services', service.id)}
          onRestoreGroup={(group) => void onRestore('service-groups', group.id)}
          onEditGroup={(group) => setEditingGroup({ group })}
          onArchiveGroup={(group) => setArchiving({ kind: 'service-groups', id: group.id, name: group.name })}
        />
      )}
      {editing && (
        <ServiceDrawer
          serviceId={editing.id}
          groupId={editing.groupId}
          groups={groups}
          team={active.data?.team ?? []}
          taken={count}
          onClose={() => setEditing(null)}
        />
      )}
      {editingGroup && <GroupModal group={editingGroup.group} taken={groups.length} onClose={() => setEditingGroup(null)} />}
      {archiving && <ArchiveConfirm target={archiving} onClose={() => setArchiving(null)} />}
    </Stack>
  );
}
