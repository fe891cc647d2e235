import type { CalendarItem } from '@chairside/shared/calendar-responses';
import { parseClock } from './clock';
import { parseDurationDetail, splitDuration, type DurationSplit } from './duration-detail';
import { isShown, itemKind, type ItemKind } from './item-rules';
import type { ViewState } from './view-state';

/**
 * From the API's lists to what each column draws. Columns: in the daily view one per employee
 * (or resource); in the weekly view one per week day of the selected employee (or resource).
 * Items are indexed once per data change; a column's list keeps its identity while none of its
 * items changed, so memoised columns skip rendering when something elsewhere moves.
 */

export type ColumnKind = 'employee' | 'resource' | 'day';

export interface ColumnDescriptor {
  key: string;
  kind: ColumnKind;
  date: string;
  employeeId: number | null;
  resourceId: number | null;
}

export interface PlacedItem {
  key: string;
  item: CalendarItem;
  kind: ItemKind;
  start: number;
  end: number;
  split: DurationSplit | null;
  inBasket: boolean;
}

export function columnDescriptors(state: ViewState, employeeIds: number[], resourceIds: number[], weekDates: string[]): ColumnDescriptor[] {
  const resource = state.resourceType === 'resource';
  if (state.view === 'weekly' && state.selectedId !== null) {
    const id = state.selectedId;
    return weekDates.map((date) => ({
      key: `d:${date}`,
      kind: 'day' as const,
      date,
      employeeId: resource ? null : id,
      resourceId: resource ? id : null,
    }));
  }
  const ids = resource ? resourceIds : employeeIds;
  return ids.map((id) => ({
    key: `${resource ? 'r' : 'e'}:${id}`,
    kind: resource ? ('resource' as const) : ('employee' as const),
    date: state.date,
    employeeId: resource ? null : id,
    resourceId: resource ? id : null,
  }));
}

/** A placer turns wire items into placed items, reusing the result for an unchanged item object. */
export function createPlacer() {
  const cache = new WeakMap<CalendarItem, PlacedItem>();
  return (item: CalendarItem, inBasket: boolean): PlacedItem => {
    const cached = cache.get(item);
    if (cached && cached.inBasket === inBasket) return cached;
    const start = parseClock(item.start_time);
    const sameDay = !item.end_date || item.end_date === item.date;
    const end = sameDay ? parseClock(item.end_time) : 1440;
    const detail = parseDurationDetail(item.duration_detail);
    const total = Math.max(0, end - start);
    const placed: PlacedItem = {
      key: `${inBasket ? 'b' : 'a'}:${item.id}`,
      item,
      kind: itemKind(item.type),
      start,
      end: Math.max(end, start + 1),
      split: detail.hasGap ? splitDuration(item.duration ?? total, detail.gap, detail.finish) : null,
      inBasket,
    };
    cache.set(item, placed);
    return placed;
  };
}

export interface ItemIndex {
  byEmployee: Map<string, PlacedItem[]>;
  byResource: Map<string, PlacedItem[]>;
}

const push = (map: Map<string, PlacedItem[]>, key: string, item: PlacedItem) => {
  const list = map.get(key);
  if (list) list.push(item);
  else map.set(key, [item]);
};

export function indexItems(place: ReturnType<typeof createPlacer>, appointments: CalendarItem[], basket: CalendarItem[] = []): ItemIndex {
  const index: ItemIndex = { byEmployee: new Map(), byResource: new Map() };
  const basketIds = new Set(basket.map((item) => item.id));
  const add = (item: CalendarItem, inBasket: boolean) => {
    const placed = place(item, inBasket);
    if (!isShown({ kind: placed.kind, status: item.status }) || !Number.isFinite(placed.start)) return;
    push(index.byEmployee, `${item.date}|${item.employee_id}`, placed);
    if (item.resource_id != null) push(index.byResource, `${item.date}|${item.resource_id}`, placed);
  };
  for (const item of appointments) if (!basketIds.has(item.id)) add(item, false);
  for (const item of basket) add(item, true);
  return index;
}

const EMPTY: PlacedItem[] = [];

export function itemsOf(index: ItemIndex, column: ColumnDescriptor): PlacedItem[] {
  if (column.resourceId !== null) return index.byResource.get(`${column.date}|${column.resourceId}`) ?? EMPTY;
  return index.byEmployee.get(`${column.date}|${column.employeeId}`) ?? EMPTY;
}

/** `next`, or `previous` when both hold the same elements in the same order. */
export function stableList<T>(previous: T[] | undefined, next: T[]): T[] {
  if (!previous || previous.length !== next.length) return next;
  for (let i = 0; i < next.length; i += 1) if (previous[i] !== next[i]) return next;
  return previous;
}
