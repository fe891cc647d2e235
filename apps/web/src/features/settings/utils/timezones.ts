/** IANA time zones for the time-zone picker: "(UTC+01:00) Europe/Amsterdam", sorted by offset then name. */

export interface TimeZoneOption {
  value: string;
  label: string;
}

/** The zone's offset from UTC at `at`, as "+01:00" (zero: "+00:00"). */
export function utcOffset(zone: string, at: Date = new Date()): string {
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
    const offset = name?.replace(/^GMT/, '') ?? '';
    return offset === '' ? '+00:00' : offset.replace('−', '-');
  } catch {
    return '+00:00';
  }
}

const minutesOf = (offset: string) => {
  const match = /^([+-])(\d{2}):(\d{2})$/.exec(offset);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
};

/** Every zone the browser knows plus UTC and `current` (kept even when the browser does not list it). */
export function timeZoneOptions(current?: string, at: Date = new Date()): TimeZoneOption[] {
  let zones: string[];
  try {
    zones = [...Intl.supportedValuesOf('timeZone')];
  } catch {
    zones = [];
  }
  for (const extra of ['UTC', current]) if (extra && !zones.includes(extra)) zones.push(extra);
  return zones
    .map((zone) => ({ zone, offset: utcOffset(zone, at) }))
    .sort((a, b) => minutesOf(a.offset) - minutesOf(b.offset) || a.zone.localeCompare(b.zone))
    .map(({ zone, offset }) => ({ value: zone, label: `(UTC${offset}) ${zone.replaceAll('_', ' ')}` }));
}
