import { useState } from 'react';
import { ActionIcon, Alert, Button, Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { IconArchive, IconArrowBackUp, IconBuildingWarehouse, IconPencil, IconPlus } from '@tabler/icons-react';
import type { Partner } from '@chairside/shared/inventory';
import { confirm } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { PageLoader } from '@/components/ui/page-loader';
import { PremiumPlaceholder } from '@/components/ui/premium-placeholder';
import { useFeature } from '@/lib/can';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { useArchive, usePartners, type PartnerSegment } from '../api/inventory-api';
import { PartnerDialog } from './partner-dialog';

/** /inventory/brands and /inventory/suppliers: a simple list with add, edit, archive (confirmed) and restore. Plan feature `products` (brands) or `inventory` (suppliers). */
export function PartnersScreen({ segment }: { segment: PartnerSegment }) {
  const { t } = useTranslation();
  const available = useFeature(segment === 'brands' ? 'products' : 'inventory');
  const [view, setView] = useState<'active' | 'archived'>('active');
  const [editing, setEditing] = useState<{ partner: Partner | null } | null>(null);
  const list = usePartners(segment, view === 'archived', available);
  const archive = useArchive(segment);
  const noun = segment === 'brands' ? 'brand' : 'supplier';
  const rows = list.data?.data ?? [];

  const onArchive = async (partner: Partner, restore: boolean) => {
    if (!restore) {
      const yes = await confirm({
        type: 'warning',
        title: t('inventory.archive_title', { name: partner.name }),
        description: t(`inventory.archive_${noun}_explain`),
        yesLabel: t('inventory.archive'),
        noLabel: t('inventory.cancel'),
      });
      if (!yes) return;
    }
    const answer = await archive.mutateAsync({ id: partner.id, restore }).catch(() => null);
    if (answer) notify('positive', answer.message);
  };

  const heading = (
    <Title order={1} size="h2">
      {t(`shell.inventory_${segment}`)}
    </Title>
  );
  if (!available) {
    return (
      <Stack gap="md" maw={900}>
        {heading}
        {segment === 'brands' ? (
          <PremiumPlaceholder title={t('inventory.premium_title')} description={t('inventory.premium_text')} />
        ) : (
          <PremiumPlaceholder title={t('inventory.stock_premium_title')} description={t('inventory.stock_premium_text')} />
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="md" maw={900}>
      <Group justify="space-between" align="center">
        {heading}
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ partner: null })} data-add-partner>
          {t(`inventory.add_${noun}`)}
        </Button>
      </Group>
      <SegmentedControl
        value={view}
        onChange={(next) => setView(next as 'active' | 'archived')}
        data={[{ value: 'active', label: t('inventory.view_active') }, { value: 'archived', label: t('inventory.view_archived') }]}
        aria-label={t('inventory.view_label')}
        style={{ alignSelf: 'flex-start' }}
      />
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <Alert color="red" role="alert">{t('inventory.load_failed')}</Alert>
      ) : rows.length === 0 ? (
        <EmptyState icon={<IconBuildingWarehouse size={28} aria-hidden />} title={t(view === 'archived' ? 'inventory.empty_archived' : `inventory.empty_${segment}`)} titleOrder={2} />
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped highlightOnHover data-partner-list>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('inventory.name')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('inventory.contact')}</Table.Th>
                <Table.Th>{t('inventory.products_count')}</Table.Th>
                <Table.Th aria-label={t('inventory.actions')} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((partner) => (
                <Table.Tr key={partner.id} data-partner-row={partner.name}>
                  <Table.Td>
                    <Text fw={500}>{partner.name}</Text>
                    {partner.email && <Text size="xs" c="dimmed">{partner.email}</Text>}
                  </Table.Td>
                  <Table.Td visibleFrom="sm">{[partner.contact, partner.phone].filter(Boolean).join(' · ')}</Table.Td>
                  <Table.Td>{partner.product_count}</Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <ActionIcon variant="subtle" aria-label={t('inventory.edit_named', { name: partner.name })} onClick={() => setEditing({ partner })}>
                        <IconPencil size={16} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color={partner.archived ? undefined : 'red'}
                        aria-label={t(partner.archived ? 'inventory.restore_named' : 'inventory.archive_named', { name: partner.name })}
                        onClick={() => void onArchive(partner, partner.archived)}
                      >
                        {partner.archived ? <IconArrowBackUp size={16} aria-hidden /> : <IconArchive size={16} aria-hidden />}
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing && <PartnerDialog segment={segment} partner={editing.partner} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
