import type { DurationSplit } from './calendar-duration';
import { covers, overlapsAny, type Interval } from './calendar-intervals';
import { dayClock, minutesToClock, type DayClock } from './calendar-time';

/**
 * Bookable start times (online booking and the "find a time" search). Every instant is epoch ms;
 * the grid is the venue's wall clock in steps of `interval` minutes.
 */

export interface ChainStep {
  split: DurationSplit;
  /** Resources that can host this step; null = none needed. */
  resourceIds: number[] | null;
}

export interface SlotEmployee {
  id: number;
  /** The services one after another, as this employee performs them. */
  chain: ChainStep[];
  /** Working time: shifts within opening hours, minus time-off (normalized). */
  work: Interval[];
  /** Busy time: appointment segments and blocked time (normalized; processing gaps are free). */
  busy: Interval[];
}

export interface SlotInput {
  dates: string[];
  timeZone: string;
  interval: number;
  employees: SlotEmployee[];
  /** Busy time per resource (normalized). */
  resourceBusy: Map<number, Interval[]>;
  /** No slot starts before this instant. */
  notBefore: number;
  /** Reuse the caller's clock (its dates are already looked up). */
  clock?: DayClock;
}

export interface DaySlots {
  date: string;
  slots: { time: string; employee_ids: number[] }[];
}

const MINUTE = 60_000;

/** True when the employee can start the whole chain at `t`. */
function fits(employee: SlotEmployee, t: number, resourceBusy: Map<number, Interval[]>): boolean {
  let cursor = t;
  for (const step of employee.chain) {
    const { initial, gap, finish } = step.split;
    const end = cursor + (initial + gap + finish) * MINUTE;
    if (overlapsAny(employee.busy, cursor, cursor + initial * MINUTE)) return false;
    if (finish > 0 && overlapsAny(employee.busy, cursor + (initial + gap) * MINUTE, end)) return false;
    if (step.resourceIds && !anyFree(step.resourceIds, resourceBusy, cursor, end)) return false;
    cursor = end;
  }
  return covers(employee.work, t, cursor);
}

function anyFree(ids: number[], busy: Map<number, Interval[]>, from: number, to: number): boolean {
  for (const id of ids) if (!overlapsAny(busy.get(id) ?? [], from, to)) return true;
  return false;
}

export function computeSlots(input: SlotInput): DaySlots[] {
  const step = Math.max(5, Math.floor(input.interval));
  const clock = input.clock ?? dayClock(input.timeZone);
  return input.dates.map((date) => {
    const { start, end } = clock.bounds(date);
    const byTime = new Map<number, number[]>();
    const linear = end - start === 1440 * MINUTE;
    for (const employee of input.employees) {
      if (!employee.chain.length) continue;
      for (const [workStart, workEnd] of employee.work) {
        if (workEnd <= start || workStart >= end) continue;
        // On ordinary days the grid starts at the first step inside the working interval.
        const first = linear ? Math.max(0, Math.ceil((workStart - start) / MINUTE / step) * step) : 0;
        for (let minutes = first; minutes < 1440; minutes += step) {
          const t = clock.at(date, minutes);
          if (t >= workEnd) break;
          if (t < input.notBefore || t < workStart) continue;
          if (fits(employee, t, input.resourceBusy)) {
            const list = byTime.get(minutes);
            if (list) list.push(employee.id);
            else byTime.set(minutes, [employee.id]);
          }
        }
      }
    }
    const slots = [...byTime.entries()].sort((a, b) => a[0] - b[0]).map(([minutes, ids]) => ({ time: minutesToClock(minutes), employee_ids: ids }));
    return { date, slots };
  });
}
