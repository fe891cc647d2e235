import { useMemo } from 'react';
import type { CalendarAriaLabels } from '@mantine/dates';
import { useTranslation } from '@/lib/use-translation';

/**
 * Names of a date picker's previous/next buttons in the interface language. The level buttons
 * ('December 2026') keep their visible text as their name.
 */
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
    }),
    [t],
  );
}
