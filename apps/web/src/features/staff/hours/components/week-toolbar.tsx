import { ActionIcon, Button, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconCopy } from '@tabler/icons-react';
import { addDays } from '@chairside/shared/rules/calendar-time';
import { DateField } from '@/components/ui/date-field';
import { useTranslation } from '@/lib/use-translation';
import { localToday } from '../utils/week';

interface WeekToolbarProps {
  /** Monday of the shown week. */
  monday: string;
  onChange(date: string): void;
  onCopy(): void;
}

/** Previous and next week, this week, a date to jump to, and copying the shown week. */
export function WeekToolbar({ monday, onChange, onCopy }: WeekToolbarProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="xs" wrap="wrap" data-week-toolbar>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <ActionIcon variant="default" size="lg" aria-label={t('staff_hours.previous_week')} onClick={() => onChange(addDays(monday, -7))} data-previous-week>
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <Button variant="default" onClick={() => onChange(localToday())}>
          {t('staff_hours.this_week')}
        </Button>
        <ActionIcon variant="default" size="lg" aria-label={t('staff_hours.next_week')} onClick={() => onChange(addDays(monday, 7))} data-next-week>
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
        <DateField
          aria-label={t('staff_hours.go_to_date')}
          placeholder={t('staff_hours.go_to_date')}
          value={monday}
          onChange={(value) => value && onChange(String(value).slice(0, 10))}
          w={150}
          data-week-date
        />
      </Group>
      <Button variant="light" leftSection={<IconCopy size={16} aria-hidden />} onClick={onCopy} data-copy-week>
        {t('staff_hours.copy_week')}
      </Button>
    </Group>
  );
}
