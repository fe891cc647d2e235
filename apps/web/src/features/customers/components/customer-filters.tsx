import { Button, Drawer, Group, MultiSelect, SegmentedControl, Select, Stack, Switch, Text } from '@mantine/core';
import { LOCALE_TAG, type Language } from '@chairside/shared/constants';
import { useTranslation } from '@/lib/use-translation';
import { DateField } from '@/components/ui/date-field';
import { useCustomerTags } from '../api/get-customer-tags';
import { NO_FILTERS, type ListFilters } from '../utils/list-state';

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

/** The list's filters in a drawer (from the right; the whole screen on a phone). */
export function CustomerFilters({ opened, filters, onChange, onClose, lang }: { opened: boolean; filters: ListFilters; onChange(next: ListFilters): void; onClose(): void; lang: string }) {
  const { t } = useTranslation();
  const tags = useCustomerTags();
  const set = <K extends keyof ListFilters>(key: K, value: ListFilters[K]) => onChange({ ...filters, [key]: value });
  const yesNo = (key: 'upcoming' | 'no_shows' | 'sms_marketing' | 'email_marketing', label: string) => (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={`filter-${key}`}>
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={`filter-${key}`}
        fullWidth
        value={filters[key] ?? 'any'}
        onChange={(value) => set(key, value === 'any' ? null : (value as 'yes' | 'no'))}
        data={[
          { value: 'any', label: t('customers.any') },
          { value: 'yes', label: t('customers.yes') },
          { value: 'no', label: t('customers.no') },
        ]}
        data-filter={key}
      />
    </Stack>
  );
  const monthName = (month: number) => new Intl.DateTimeFormat(LOCALE_TAG[lang as Language] ?? 'en-US', { month: 'long' }).format(new Date(2024, month - 1, 1));
  return (
    <Drawer opened={opened} onClose={onClose} position="right" title={t('customers.filters')} closeButtonProps={{ 'aria-label': t('customers.cancel') }} data-customer-filters>
      <Stack gap="md">
        <MultiSelect label={t('customers.filter_tags')} data={tags.data ?? []} value={filters.tags} onChange={(value) => set('tags', value)} searchable clearable data-filter="tags" />
        {filters.tags.length > 1 && (
          <SegmentedControl
            value={filters.tags_mode}
            onChange={(value) => set('tags_mode', value as 'any' | 'all')}
            data={[
              { value: 'any', label: t('customers.tags_any') },
              { value: 'all', label: t('customers.tags_all') },
            ]}
          />
        )}
        <Group grow align="flex-start">
          <DateField label={t('customers.last_visit_from')} value={filters.last_visit_from} onChange={(value) => set('last_visit_from', value)} clearable />
          <DateField label={t('customers.last_visit_to')} value={filters.last_visit_to} onChange={(value) => set('last_visit_to', value)} clearable />
        </Group>
        {yesNo('upcoming', t('customers.upcoming'))}
        {yesNo('no_shows', t('customers.no_shows_filter'))}
        <Select
          label={t('customers.birthday_month')}
          data={MONTHS.map((month) => ({ value: String(month), label: monthName(month) }))}
          value={filters.birthday_month ? String(filters.birthday_month) : null}
          onChange={(value) => set('birthday_month', value ? Number(value) : null)}
          clearable
          data-filter="birthday_month"
        />
        {yesNo('sms_marketing', t('customers.sms_marketing'))}
        {yesNo('email_marketing', t('customers.email_marketing'))}
        <Switch label={t('customers.show_archived')} checked={filters.archived} onChange={(event) => set('archived', event.currentTarget.checked)} />
        <Group justify="space-between">
          <Button variant="subtle" onClick={() => onChange(NO_FILTERS)}>
            {t('customers.clear_filters')}
          </Button>
          <Button onClick={onClose}>{t('customers.apply')}</Button>
        </Group>
      </Stack>
    </Drawer>
  );
}
