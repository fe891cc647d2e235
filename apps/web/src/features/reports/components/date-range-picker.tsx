import { Group, Select, TextInput } from '@mantine/core';
import { DATE_RANGE_PRESETS } from '@chairside/shared/constants';
import type { DateRangePreset } from '@chairside/shared/rules/date-range';
import { useTranslation } from '@/lib/use-translation';

export interface RangeValue {
  preset: DateRangePreset;
  date_from: string;
  date_to: string;
}

/** The spec's presets (§9), resolved by the server on the venue's clock; a custom range shows two dates. */
export function DateRangePicker({ value, onChange }: { value: RangeValue; onChange: (next: RangeValue) => void }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" align="end" data-range-picker>
      <Select
        label={t('reports.period')}
        data={DATE_RANGE_PRESETS.map((preset) => ({ value: preset, label: t(`reports.preset_${preset}`) }))}
        value={value.preset}
        onChange={(preset) => preset && onChange({ ...value, preset: preset as DateRangePreset })}
        allowDeselect={false}
        w={200}
        data-preset
      />
      {value.preset === 'custom_range' && (
        <>
          <TextInput type="date" label={t('reports.date_from')} value={value.date_from} onChange={(e) => onChange({ ...value, date_from: e.currentTarget.value })} data-date-from />
          <TextInput type="date" label={t('reports.date_to')} value={value.date_to} onChange={(e) => onChange({ ...value, date_to: e.currentTarget.value })} data-date-to />
        </>
      )}
    </Group>
  );
}
