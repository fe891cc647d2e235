import { Group, MultiSelect } from '@mantine/core';
import type { ReportFilter } from '@chairside/shared/reports';
import { useTranslation } from '@/lib/use-translation';
import { useReportFilters } from '../api/reports-api';

const LABELS: Record<ReportFilter, string> = {
  employee_ids: 'reports.filter_employees', service_ids: 'reports.filter_services', group_ids: 'reports.filter_groups',
  product_ids: 'reports.filter_products', brand_ids: 'reports.filter_brands',
};

export type FilterValues = Partial<Record<ReportFilter, string[]>>;

/** The filters a report takes, each a multi-select of names. */
export function ReportFilters({ filters, value, onChange }: { filters: readonly ReportFilter[]; value: FilterValues; onChange: (next: FilterValues) => void }) {
  const { t } = useTranslation();
  const options = useReportFilters();
  if (!filters.length) return null;
  return (
    <Group gap="xs" align="end">
      {filters.map((filter) => (
        <MultiSelect
          key={filter}
          label={t(LABELS[filter])}
          data={(options.data?.[filter] ?? []).map((o) => ({ value: String(o.id), label: o.name }))}
          value={value[filter] ?? []}
          onChange={(next) => onChange({ ...value, [filter]: next })}
          searchable
          clearable
          w={220}
          data-filter={filter}
        />
      ))}
    </Group>
  );
}
