import type { ReactNode } from 'react';
import { DatesProvider } from '@mantine/dates';
import { isLanguage, DEFAULT_LANGUAGE } from '@chairside/shared/constants';
import { useTranslation } from '@/lib/use-translation';
import { useDateLocale } from '@/lib/date-locale';

type DayOfWeek = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/**
 * The date pickers below speak the interface language (month and day names through its dayjs
 * locale, loaded with the language) and start the week on the venue's first day (0–6, spec §9).
 */
export function LocalizedDates({ firstDayOfWeek, children }: { firstDayOfWeek: number; children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = useDateLocale(isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);
  return <DatesProvider settings={{ locale, firstDayOfWeek: firstDayOfWeek as DayOfWeek }}>{children}</DatesProvider>;
}
