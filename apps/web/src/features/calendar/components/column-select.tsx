import { Select } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';

interface ColumnSelectProps {
  options: Array<{ value: string; label: string }>;
  selectedId: number | null;
  resources: boolean;
  compact: boolean;
  onSelect(id: number | null): void;
}

/**
 * The week view's employee (or resource) chooser. Its own chunk, loaded with the week view: the
 * combobox it needs is 7 KB gzipped that the day view, where the calendar opens, never uses.
 */
export function ColumnSelect({ options, selectedId, resources, compact, onSelect }: ColumnSelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      size="sm"
      w={compact ? '100%' : 200}
      style={compact ? { order: 10 } : undefined}
      data={options}
      value={selectedId === null ? null : String(selectedId)}
      onChange={(value) => onSelect(value ? Number(value) : null)}
      clearable
      clearButtonProps={{ 'aria-label': t('calendar.clear_selection') }}
      allowDeselect={false}
      aria-label={resources ? t('calendar.choose_resource') : t('calendar.choose_employee')}
      data-selected-column
    />
  );
}
