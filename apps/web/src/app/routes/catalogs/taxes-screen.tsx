import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Stack, Title } from '@mantine/core';
import { IconPercentage, IconPlus } from '@tabler/icons-react';
import type { TaxRate } from '@chairside/shared/catalog-taxes';
import { confirm } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { PageLoader } from '@/components/ui/page-loader';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { useTaxes } from '@/features/catalog/taxes/api/get-taxes';
import { useArchiveTaxRate } from '@/features/catalog/taxes/api/save-tax-rate';
import { RateDialog } from '@/features/catalog/taxes/components/rate-dialog';
import { RateList } from '@/features/catalog/taxes/components/rate-list';
import { TaxSettingsForm } from '@/features/catalog/taxes/components/tax-settings-form';

/** /catalogs/taxation: tax rates, the defaults for services and products, and tax-inclusive or -exclusive prices. */
export function TaxesScreen() {
  const { t } = useTranslation();
  const taxes = useTaxes();
  const archive = useArchiveTaxRate();
  const [editing, setEditing] = useState<{ rate: TaxRate | null } | null>(null);
  const [showArchived, setShowArchived] = useState(false);
  const rates = (taxes.data?.data ?? []).filter((rate) => showArchived || !rate.archived);

  const onArchive = async (rate: TaxRate) => {
    const yes = await confirm({
      type: 'warning',
      title: t('catalog_resources.archive_rate_title', { name: rate.name }),
      description: t('catalog_resources.archive_rate_explain'),
      yesLabel: t('catalog_resources.archive'),
      noLabel: t('catalog_resources.cancel'),
    });
    if (!yes) return;
    const answer = await archive.mutateAsync({ id: rate.id, restore: false }).catch(() => null);
    if (answer) notify('positive', answer.message);
  };
  const onRestore = async (rate: TaxRate) => {
    const answer = await archive.mutateAsync({ id: rate.id, restore: true }).catch(() => null);
    if (answer) notify('positive', answer.message);
  };

  return (
    <Stack gap="md" maw={900}>
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          {t('shell.catalog_taxes')}
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ rate: null })} data-add-rate>
          {t('catalog_resources.add_rate')}
        </Button>
      </Group>
      {taxes.isPending ? (
        <PageLoader />
      ) : taxes.isError ? (
        <Alert color="red" role="alert">
          {t('catalog_resources.taxes_load_failed')}
        </Alert>
      ) : (
        <>
          <TaxSettingsForm key={`${taxes.data.default_service_id}-${taxes.data.default_product_id}-${taxes.data.tax_calculation}-${taxes.data.data.length}`} taxes={taxes.data} />
          <Group justify="space-between" align="center">
            <Title order={2} size="h4">
              {t('catalog_resources.rates')}
            </Title>
            <Checkbox label={t('catalog_resources.show_archived')} checked={showArchived} onChange={(event) => setShowArchived(event.currentTarget.checked)} />
          </Group>
          {rates.length === 0 ? (
            <EmptyState icon={<IconPercentage size={28} aria-hidden />} title={t('catalog_resources.rates_empty')} description={t('catalog_resources.rates_empty_hint')} titleOrder={3} />
          ) : (
            <RateList rates={rates} onEdit={(rate) => setEditing({ rate })} onArchive={(rate) => void onArchive(rate)} onRestore={(rate) => void onRestore(rate)} />
          )}
        </>
      )}
      {editing && <RateDialog rate={editing.rate} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
