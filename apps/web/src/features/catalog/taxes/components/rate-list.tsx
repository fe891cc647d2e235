import { ActionIcon, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconArchive, IconArrowBackUp, IconPencil } from '@tabler/icons-react';
import type { TaxRate } from '@chairside/shared/catalog-taxes';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { percentText } from './rate-form';

interface RateListProps {
  rates: TaxRate[];
  onEdit(rate: TaxRate): void;
  onArchive(rate: TaxRate): void;
  onRestore(rate: TaxRate): void;
}

/** The tax rates with their percentage, default badges and actions. */
export function RateList({ rates, onEdit, onArchive, onRestore }: RateListProps) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Stack component="ul" gap="xs" p={0} m={0} aria-label={t('catalog_resources.rates')}>
      {rates.map((rate) => (
        <Paper component="li" key={rate.id} withBorder radius="md" p="sm" style={{ listStyle: 'none' }} data-rate-row={rate.id}>
          <Group wrap="nowrap" gap="sm">
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              <Text fw={600} truncate>
                {rate.name}
              </Text>
              <Text size="sm" c="dimmed">
                {percentText(rate.rate, format.decimalSeparator)} %
              </Text>
              <Group gap={4}>
                {rate.default_service && (
                  <Badge size="xs" variant="filled" color="teal.9">
                    {t('catalog_resources.default_service_badge')}
                  </Badge>
                )}
                {rate.default_product && (
                  <Badge size="xs" variant="filled" color="blue.9">
                    {t('catalog_resources.default_product_badge')}
                  </Badge>
                )}
                {rate.archived && (
                  <Badge size="xs" variant="filled" color="gray.7">
                    {t('catalog_resources.archived_badge')}
                  </Badge>
                )}
              </Group>
            </Stack>
            {rate.archived ? (
              <Tooltip label={t('catalog_resources.restore')}>
                <ActionIcon variant="light" size="lg" onClick={() => onRestore(rate)} aria-label={t('catalog_resources.restore_name', { name: rate.name })}>
                  <IconArrowBackUp size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            ) : (
              <Group gap={4} wrap="nowrap">
                <Tooltip label={t('catalog_resources.edit_name', { name: rate.name })}>
                  <ActionIcon variant="light" size="lg" onClick={() => onEdit(rate)} aria-label={t('catalog_resources.edit_name', { name: rate.name })}>
                    <IconPencil size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
                {!rate.default_service && !rate.default_product && (
                  <Tooltip label={t('catalog_resources.archive')}>
                    <ActionIcon variant="subtle" color="red" size="lg" onClick={() => onArchive(rate)} aria-label={t('catalog_resources.archive_name', { name: rate.name })}>
                      <IconArchive size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                )}
              </Group>
            )}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
