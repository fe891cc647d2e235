import type { ActivityEntry } from '@chairside/shared/calendar-responses';
import { clockLabel, parseClock } from './clock';

/** What turning an activity entry's ids, minutes and prices into words needs (the venue's formats, the names). */
export interface HistoryFormat {
  t(key: string, vars?: Record<string, string | number>): string;
  timeFormat: number;
  date(wire: string): string;
  price(minor: number): string;
  duration(minutes: number): string;
  employee(id: number): string | undefined;
  service(id: number): string | undefined;
  customer(id: number): string | undefined;
  resource(id: number): string | undefined;
  /** A service variant's name (optional: the old callers have none). */
  variant?(id: number): string | undefined;
}

interface Change {
  before: unknown;
  after: unknown;
}

const isChange = (value: unknown): value is Change => typeof value === 'object' && value !== null && 'before' in value && 'after' in value;
const asNumber = (value: unknown) => (typeof value === 'number' ? value : null);
const asText = (value: unknown) => (typeof value === 'string' ? value : '');
const minutes = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0);

/** A logged duration_detail ('{"initial":30,"gap":35,"finish":20}'); unreadable is 0 minutes. */
function splitOf(value: unknown): { initial: number; gap: number; finish: number } {
  try {
    const parsed = JSON.parse(asText(value)) as Record<string, unknown>;
    return { initial: minutes(parsed.initial), gap: minutes(parsed.gap), finish: minutes(parsed.finish) };
  } catch {
    return { initial: 0, gap: 0, finish: 0 };
  }
}

/** The fields shown, in this order, each with its label key and how a value reads. */
function describers(f: HistoryFormat): [field: string, label: string, show: (value: unknown) => string][] {
  const named = (find: (id: number) => string | undefined, none: string) => (value: unknown) => {
    const id = asNumber(value);
    return id === null ? f.t(none) : (find(id) ?? `#${id}`);
  };
  const length = (value: unknown) => {
    const { initial, gap, finish } = splitOf(value);
    const total = f.duration(initial + gap + finish);
    return gap || finish ? `${total} (${f.t('calendar.processing_split', { gap, finish })})` : total;
  };
  return [
    ['employee_id', 'calendar.employee', named(f.employee, 'calendar.change_empty')],
    ['service_id', 'calendar.service', named(f.service, 'calendar.change_empty')],
    ['variant_id', 'calendar.variant', named((id) => f.variant?.(id), 'calendar.change_empty')],
    ['duration_detail', 'calendar.change_length', length],
    ['status', 'calendar.status', (value) => f.t(`calendar.status_${asText(value).replace('-', '_')}`)],
    ['price', 'calendar.price', (value) => f.price(asNumber(value) ?? 0)],
    ['customer_id', 'calendar.customer', named(f.customer, 'calendar.walk_in')],
    ['resource_id', 'calendar.resource', named(f.resource, 'calendar.resource_none')],
    ['color', 'calendar.color', (value) => f.t(`calendar.${asText(value) || 'appt_default'}`)],
    ['note', 'calendar.note', (value) => (asText(value).trim() ? `“${asText(value).trim()}”` : f.t('calendar.change_empty'))],
  ];
}

/** The time change: the start time, with the date when the date changed too. */
function timeLine(changes: Record<string, unknown>, f: HistoryFormat): string | null {
  const date = isChange(changes.date) ? changes.date : null;
  const start = isChange(changes.start_time) ? changes.start_time : null;
  if (!date && !start) return null;
  const clock = (value: unknown) => clockLabel(parseClock(asText(value)), f.timeFormat);
  if (!date) return f.t('calendar.change_from_to', { field: f.t('calendar.change_time'), from: clock(start!.before), to: clock(start!.after) });
  const when = (day: unknown, time: unknown) => (time === undefined ? f.date(asText(day)) : `${f.date(asText(day))} ${clock(time)}`);
  return f.t('calendar.change_from_to', {
    field: f.t(start ? 'calendar.change_time' : 'calendar.date'),
    from: when(date.before, start?.before),
    to: when(date.after, start?.after),
  });
}

/**
 * The lines an activity entry shows under its title: "Team member: Emma → Noah", "Time: 10:00 →
 * 10:30", … from the entry's `changes` ({ field: { before, after } }); a cancellation's reason.
 */
export function historyLines(entry: Pick<ActivityEntry, 'action' | 'changes'>, f: HistoryFormat): string[] {
  const changes = entry.changes;
  const lines: string[] = [];
  const time = timeLine(changes, f);
  if (time) lines.push(time);
  for (const [field, label, show] of describers(f)) {
    const change = changes[field];
    if (!isChange(change)) continue;
    lines.push(f.t('calendar.change_from_to', { field: f.t(label), from: show(change.before), to: show(change.after) }));
  }
  if (entry.action === 'cancelled' && typeof changes.reason === 'string') lines.push(f.t(`calendar.reason_${changes.reason}`));
  if (entry.action === 'removed' || entry.action === 'created') {
    // A snapshot of the line: which service (and variant), with whom and which resource, at what time.
    const service = asNumber(changes.service_id);
    const variant = asNumber(changes.variant_id);
    const employee = asNumber(changes.employee_id);
    const resource = asNumber(changes.resource_id);
    const parts = [
      service === null ? null : (f.service(service) ?? `#${service}`),
      variant === null ? null : (f.variant?.(variant) ?? null),
      employee === null ? null : (f.employee(employee) ?? `#${employee}`),
      resource === null ? null : (f.resource(resource) ?? null),
      typeof changes.start_time === 'string' ? clockLabel(parseClock(changes.start_time), f.timeFormat) : null,
    ].filter(Boolean);
    if (parts.length) lines.push(parts.join(' · '));
  }
  return lines;
}
