import { useEffect, useState, type ReactNode } from 'react';
import { DatesProvider } from '@mantine/dates';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@chairside/shared/constants';
import { useTranslation } from '@/lib/use-translation';
import { loadedDateLocale, registerDateLocale } from '@/lib/date-locale';

type DayOfWeek = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/**
 * The dayjs locale name for the date pickers: `lang`'s once it has loaded (it is asked for here when
 * it has not), until then the last one that had ('en' at first, which dayjs always has).
 */
function useDateLocale(lang: Language): string {
  const [name, setName] = useState(() => loadedDateLocale(lang) ?? 'en');
  useEffect(() => {
    let live = true;
    registerDateLocale(lang).then(
      (next) => live && setName(next),
      (error: unknown) => console.warn('date locale not loaded', error),
    );
    return () => {
      live = false;
    };
  }, [lang]);
  return loadedDateLocale(lang) ?? name;
}

/**
 * The date pickers below speak the interface language (month and day names through its dayjs
 * locale, loaded with the language) and start the week on the venue's first day (0–6, spec §9).
 */
export function LocalizedDates({ firstDayOfWeek, children }: { firstDayOfWeek: number; children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = useDateLocale(isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);
  return <DatesProvider settings={{ locale, firstDayOfWeek: firstDayOfWeek as DayOfWeek }}>{children}</DatesProvider>;
}
