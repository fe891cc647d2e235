const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formats.set(key, found);
  }
  return found;
}
const at = (date: string) => new Date(`${date}T12:00:00Z`);

/** The toolbar's title: the day ("Wednesday 4 June 2025") or the week ("2 – 8 June 2025"). */
export function rangeTitle(view: 'daily' | 'weekly', date: string, week: string[], locale: string, short: boolean): string {
  if (view === 'daily') {
    return format(locale, short ? { weekday: 'short', day: 'numeric', month: 'short' } : { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(at(date));
  }
  const first = week[0] ?? date;
  const last = week[week.length - 1] ?? date;
  return format(locale, { day: 'numeric', month: short ? 'short' : 'long', year: short ? undefined : 'numeric' }).formatRange(at(first), at(last));
}
