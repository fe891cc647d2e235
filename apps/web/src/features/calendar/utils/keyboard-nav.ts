/**
 * Keyboard use of the calendar grid. Focus rests on a "stop": an item (at its start) or an empty
 * grid slot that no item covers. ArrowUp/ArrowDown go to the previous/next stop of the column,
 * ArrowLeft/ArrowRight to the stop at the same time in the neighbouring column, Home/End to the
 * first/last stop of the column. (Enter opens the stop and Escape closes dialogs in the screen.)
 */

export interface NavItem {
  key: string;
  start: number;
  end: number;
}

export interface NavModel {
  /** items of each column */
  columns: NavItem[][];
  from: number;
  to: number;
  interval: number;
}

export interface Stop {
  col: number;
  minutes: number;
  /** the item's key, or null for an empty slot */
  key: string | null;
}

/** The stops of one column in time order (items that start together are in key order). */
export function columnStops(model: NavModel, col: number): Stop[] {
  const items = [...(model.columns[col] ?? [])].sort((a, b) => a.start - b.start || (a.key < b.key ? -1 : 1));
  const stops: Stop[] = items.map((item) => ({ col, minutes: Math.max(item.start, model.from), key: item.key }));
  const first = Math.floor(model.from / model.interval) * model.interval;
  for (let slot = Math.max(first, model.from); slot < model.to; slot += model.interval) {
    const slotEnd = slot + model.interval;
    const occupied = items.some((item) => item.start < slotEnd && item.end > slot);
    if (!occupied) stops.push({ col, minutes: slot, key: null });
  }
  return stops.sort((a, b) => a.minutes - b.minutes || (a.key === null ? 1 : b.key === null ? -1 : a.key < b.key ? -1 : 1));
}

const sameStop = (a: Stop, b: Stop) => a.col === b.col && a.key === b.key && (a.key !== null || a.minutes === b.minutes);

/** The stop of a column at (or just before) a minute: the item covering it, or the slot holding it. */
export function stopAt(model: NavModel, col: number, minutes: number): Stop | null {
  const stops = columnStops(model, col);
  if (!stops.length) return null;
  const covering = (model.columns[col] ?? []).filter((item) => item.start <= minutes && item.end > minutes);
  if (covering.length) {
    const key = covering.sort((a, b) => a.start - b.start || (a.key < b.key ? -1 : 1))[0]?.key;
    const found = stops.find((stop) => stop.key === key);
    if (found) return found;
  }
  let best = stops[0] ?? null;
  for (const stop of stops) if (stop.minutes <= minutes) best = stop;
  return best;
}

export function navigate(model: NavModel, current: Stop, key: string): Stop | null {
  const columnCount = model.columns.length;
  if (!columnCount) return null;
  if (key === 'ArrowLeft' || key === 'ArrowRight') {
    const col = current.col + (key === 'ArrowLeft' ? -1 : 1);
    if (col < 0 || col >= columnCount) return null;
    return stopAt(model, col, current.minutes);
  }
  const stops = columnStops(model, current.col);
  if (!stops.length) return null;
  if (key === 'Home') return stops[0] ?? null;
  if (key === 'End') return stops[stops.length - 1] ?? null;
  const index = stops.findIndex((stop) => sameStop(stop, current));
  if (key === 'ArrowDown') return index === -1 ? (stops.find((s) => s.minutes > current.minutes) ?? null) : (stops[index + 1] ?? null);
  if (key === 'ArrowUp') {
    if (index === -1) return [...stops].reverse().find((s) => s.minutes < current.minutes) ?? null;
    return index > 0 ? (stops[index - 1] ?? null) : null;
  }
  return null;
}
