import { Select, SimpleGrid, Text } from '@mantine/core';
import { IMPORT_FIELDS, type ImportField, type ImportMapping } from '@chairside/shared/rules/customer-import';
import { useTranslation } from '@/lib/use-translation';

/** One select per customer field: which column of the file holds it (or none). */
export function MappingStep({ headers, mapping, onChange }: { headers: string[]; mapping: ImportMapping; onChange: (next: ImportMapping) => void }) {
  const { t } = useTranslation();
  const columns = [{ value: '', label: t('customers_transfer.not_imported') }, ...headers.map((header, index) => ({ value: String(index), label: header || `#${index + 1}` }))];
  const set = (field: ImportField, value: string | null) => {
    const next = { ...mapping };
    if (value === null || value === '') delete next[field];
    else next[field] = Number(value);
    onChange(next);
  };
  return (
    <>
      <Text size="sm" c="dimmed" mb="sm">
        {t('customers_transfer.map_hint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {IMPORT_FIELDS.map((field) => (
          <Select
            key={field}
            label={t(`customers_transfer.fields.${field}`)}
            data={columns}
            value={mapping[field] === undefined ? '' : String(mapping[field])}
            onChange={(value) => set(field, value)}
            allowDeselect={false}
            data-field={field}
          />
        ))}
      </SimpleGrid>
    </>
  );
}
