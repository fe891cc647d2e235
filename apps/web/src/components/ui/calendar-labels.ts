import { useMemo } from 'react';
import type { CalendarAriaLabels } from '@mantine/dates';
import { useTranslation } from '@/lib/use-translation';

/** Names of a date picker's previous/next and level buttons in the interface language. */
export function useCalendarLabels(): CalendarAriaLabels {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      previousMonth: t('shell.date_previous_month'),
      nextMonth: t('shell.date_next_month'),
      previousYear: t('shell.date_previous_year'),
      nextYear: t('shell.date_next_year'),
      previousDecade: t('shell.date_previous_decade'),
      nextDecade: t('shell.date_next_decade'),
      monthLevelControl: t('shell.date_choose_month'),
      yearLevelControl: t('shell.date_choose_year'),
    }),
    [t],
  );
}
