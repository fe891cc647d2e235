import { describe, expect, it } from 'vitest';
import { initialView, normalizeView, reduceView, viewQuery, type ViewState } from './view-state';

const ids = { employees: [7, 3, 9], resources: [21, 22] };
const daily: ViewState = { view: 'daily', date: '2025-06-04', resourceType: 'employee', selectedId: null };

describe('view state (spec §2.4)', () => {
  it('switching to weekly with nothing selected selects the first employee', () => {
    expect(reduceView(daily, { type: 'setView', view: 'weekly' }, ids)).toMatchObject({ view: 'weekly', selectedId: 7 });
  });

  it('selects the first resource when the resource type is resource', () => {
    const resources = { ...daily, resourceType: 'resource' as const };
    expect(reduceView(resources, { type: 'setView', view: 'weekly' }, ids)).toMatchObject({ view: 'weekly', selectedId: 21 });
  });

  it('clicking a header selects that column and shows its week', () => {
    expect(reduceView(daily, { type: 'select', id: 9 }, ids)).toMatchObject({ view: 'weekly', selectedId: 9 });
    expect(reduceView(daily, { type: 'select', id: 999 }, ids)).toBe(daily);
  });

  it('clearing the selection returns to the daily view', () => {
    const weekly = reduceView(daily, { type: 'select', id: 3 }, ids);
    expect(reduceView(weekly, { type: 'clearSelection' }, ids)).toEqual(daily);
    expect(reduceView(weekly, { type: 'setView', view: 'daily' }, ids)).toEqual(daily);
  });

  it('a week-day header opens that day in the daily view', () => {
    const weekly = reduceView(daily, { type: 'select', id: 3 }, ids);
    expect(reduceView(weekly, { type: 'openDay', date: '2025-06-06' }, ids)).toEqual({ ...daily, date: '2025-06-06' });
  });

  it('steps a day in the daily view and a week in the weekly view', () => {
    expect(reduceView(daily, { type: 'step', direction: 1 }, ids).date).toBe('2025-06-05');
    const weekly = reduceView(daily, { type: 'select', id: 3 }, ids);
    expect(reduceView(weekly, { type: 'step', direction: -1 }, ids).date).toBe('2025-05-28');
  });

  it('changing the resource type in the weekly view selects the first of the new type', () => {
    const weekly = reduceView(daily, { type: 'select', id: 3 }, ids);
    expect(reduceView(weekly, { type: 'setResourceType', resourceType: 'resource' }, ids)).toMatchObject({ view: 'weekly', selectedId: 21 });
  });

  it('falls back to the daily view when there is nothing to select', () => {
    expect(normalizeView({ ...daily, view: 'weekly' }, { employees: [], resources: [] })).toMatchObject({ view: 'daily', selectedId: null });
    expect(normalizeView({ ...daily, view: 'weekly', selectedId: 404 }, ids)).toMatchObject({ selectedId: 7 });
  });

  it('starts from calendar_default_view (daily by default) and restores the address bar', () => {
    expect(initialView({ today: '2025-06-04', ids })).toEqual(daily);
    expect(initialView({ today: '2025-06-04', defaultView: 'weekly', ids })).toMatchObject({ view: 'weekly', selectedId: 7 });
    const query = new URLSearchParams({ view: 'weekly', date: '2025-07-01', type: 'resource', id: '22' });
    const restored = initialView({ today: '2025-06-04', defaultView: 'daily', query, ids });
    expect(restored).toEqual({ view: 'weekly', date: '2025-07-01', resourceType: 'resource', selectedId: 22 });
    expect(viewQuery(restored)).toEqual({ view: 'weekly', date: '2025-07-01', type: 'resource', id: '22' });
    expect(initialView({ today: '2025-06-04', query: new URLSearchParams({ date: 'garbage' }), ids }).date).toBe('2025-06-04');
  });
});
