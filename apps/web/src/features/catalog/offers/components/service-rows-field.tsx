import { ActionIcon, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { BookableService } from '@chairside/shared/catalog';
import { useTranslation } from '@/lib/use-translation';

export interface ServiceRow {
  serviceId: string;
  count: string;
}

interface ServiceRowsFieldProps {
  label: string;
  services: BookableService[];
  rows: ServiceRow[];
  onChange(rows: ServiceRow[]): void;
  /** Packages ask how many of each; memberships only which. */
  withCounts: boolean;
  error?: string;
  name: string;
}

/** Services picked one row each (a service at most once), with a count where the offer has one. */
export function ServiceRowsField({ label, services, rows, onChange, withCounts, error, name }: ServiceRowsFieldProps) {
  const { t } = useTranslation();
  const set = (index: number, patch: Partial<ServiceRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const nameOf = (id: string) => services.find((s) => String(s.id) === id)?.name ?? t('catalog_offers.service');
  return (
    <Stack gap={6} role="group" aria-label={label} data-service-rows={name}>
      <Text fw={500} size="sm">
        {label}
      </Text>
      {rows.map((row, index) => {
        const taken = new Set(rows.filter((_, i) => i !== index).map((r) => r.serviceId));
        return (
          <Group key={index} gap="xs" wrap="nowrap" align="flex-end">
            <NativeSelect
              aria-label={`${t('catalog_offers.service')} ${index + 1}`}
              value={row.serviceId}
              onChange={(event) => set(index, { serviceId: event.currentTarget.value })}
              data={[
                { value: '', label: t('catalog_offers.choose_service') },
                ...services.filter((s) => !taken.has(String(s.id))).map((s) => ({ value: String(s.id), label: s.name })),
              ]}
              style={{ flex: 1, minWidth: 0 }}
              data-service-select
            />
            {withCounts && (
              <TextInput
                aria-label={`${t('catalog_offers.count')} ${index + 1}`}
                inputMode="numeric"
                value={row.count}
                onChange={(event) => set(index, { count: event.currentTarget.value })}
                w={72}
                data-service-count
              />
            )}
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={t('catalog_offers.remove_service', { name: nameOf(row.serviceId) })}
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        );
      })}
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      <Group>
        <Button variant="light" size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => onChange([...rows, { serviceId: '', count: '1' }])} data-add-service>
          {t('catalog_offers.add_service')}
        </Button>
      </Group>
    </Stack>
  );
}
