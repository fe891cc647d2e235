import { describe, expect, it } from 'vitest';
import type { CalendarItem } from '@chairside/shared/calendar-responses';
import { columnDescriptors, createPlacer, indexItems, itemsOf, stableList } from './calendar-columns';
import type { ViewState } from './view-state';

const item = (over: Partial<CalendarItem>): CalendarItem => ({
  id: 1,
  group_id: 1,
  date: '2025-06-04',
  start_time: '10:00',
  end_date: '2025-06-04',
  end_time: '11:00',
  status: 'confirmed',
  type: 'appointment',
  color: 'appt_default',
  duration_detail: '{"initial":60,"gap":0,"finish":0}',
  duration: 60,
  employee_id: 3,
  resource_id: null,
  customer: null,
  service: null,
  price: 0,
  note: '',
  forced: false,
  online_bookable: false,
  expires_at: null,
  cancel_reason: null,
  variant: null,
  ...over,
});

const week = ['2025-06-02', '2025-06-03', '2025-06-04', '2025-06-05', '2025-06-06', '2025-06-07', '2025-06-08'];
const daily: ViewState = { view: 'daily', date: '2025-06-04', resourceType: 'employee', selectedId: null };

describe('calendar columns', () => {
  it('has a column per employee or resource in the daily view', () => {
    expect(columnDescriptors(daily, [3, 4], [21], week).map((c) => c.key)).toEqual(['e:3', 'e:4']);
    const resources = columnDescriptors({ ...daily, resourceType: 'resource' }, [3, 4], [21], week);
    expect(resources).toEqual([{ key: 'r:21', kind: 'resource', date: '2025-06-04', employeeId: null, resourceId: 21 }]);
  });

  it('has a column per week day for the selected employee in the weekly view', () => {
    const columns = columnDescriptors({ ...daily, view: 'weekly', selectedId: 4 }, [3, 4], [21], week);
    expect(columns).toHaveLength(7);
    expect(columns[0]).toEqual({ key: 'd:2025-06-02', kind: 'day', date: '2025-06-02', employeeId: 4, resourceId: null });
  });

  it('puts items in the columns of their employee, resource and date, without cancelled ones', () => {
    const place = createPlacer();
    const items = [
      item({ id: 1 }),
      item({ id: 2, employee_id: 4, resource_id: 21 }),
      item({ id: 3, status: 'cancelled' }),
      item({ id: 4, date: '2025-06-05', end_date: '2025-06-05' }),
    ];
    const index = indexItems(place, items, [item({ id: 9, employee_id: 4 })]);
    const [e3, e4] = columnDescriptors(daily, [3, 4], [21], week);
    expect(itemsOf(index, e3!).map((p) => p.key)).toEqual(['a:1']);
    expect(itemsOf(index, e4!).map((p) => p.key)).toEqual(['a:2', 'b:9']);
    const [r21] = columnDescriptors({ ...daily, resourceType: 'resource' }, [3, 4], [21], week);
    expect(itemsOf(index, r21!).map((p) => p.key)).toEqual(['a:2']);
  });

  it('reads processing gaps and clips items that run past midnight', () => {
    const place = createPlacer();
    const gap = place(item({ start_time: '10:00', end_time: '11:30', duration: 90, duration_detail: '{"initial":30,"gap":45,"finish":15}' }), false);
    expect(gap).toMatchObject({ start: 600, end: 690, split: { initial: 30, gap: 45, finish: 15 } });
    const late = place(item({ start_time: '23:00', end_date: '2025-06-05', end_time: '00:30' }), false);
    expect(late).toMatchObject({ start: 1380, end: 1440, split: null });
  });

  it('reuses placed items and column lists while nothing in them changed', () => {
    const place = createPlacer();
    const a = item({ id: 1 });
    expect(place(a, false)).toBe(place(a, false));
    const list = [place(a, false)];
    expect(stableList(list, [place(a, false)])).toBe(list);
    expect(stableList(list, [place(item({ id: 1 }), false)])).not.toBe(list);
  });
});
