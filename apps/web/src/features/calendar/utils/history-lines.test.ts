import { describe, expect, it } from 'vitest';
import { historyLines, type HistoryFormat } from './history-lines';

const phrases: Record<string, string> = {
  'calendar.change_from_to': '{{field}}: {{from}} → {{to}}',
  'calendar.change_time': 'Time',
  'calendar.change_length': 'Length',
  'calendar.change_empty': '(empty)',
  'calendar.employee': 'Team member',
  'calendar.service': 'Service',
  'calendar.status': 'Status',
  'calendar.price': 'Price',
  'calendar.note': 'Note',
  'calendar.date': 'Date',
  'calendar.customer': 'Customer',
  'calendar.walk_in': 'Walk-in',
  'calendar.status_new': 'New',
  'calendar.status_running_late': 'Running late',
  'calendar.processing_split': 'Processing {{gap}} min, then {{finish}} min to finish',
  'calendar.reason_no_show': 'No-show',
};
const t = (key: string, vars: Record<string, string | number> = {}) => (phrases[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name]));

const format = (timeFormat: number): HistoryFormat => ({
  t, timeFormat,
  date: (wire) => wire.split('-').reverse().join('/'),
  price: (minor) => `€ ${(minor / 100).toFixed(2).replace('.', ',')}`,
  duration: (m) => `${m} min`,
  employee: (id) => ({ 7: 'Emma', 9: 'Noah' })[id],
  service: (id) => ({ 1: "Women's cut", 2: "Men's cut" })[id],
  customer: (id) => ({ 31: 'Anna Smit' })[id],
  resource: () => undefined,
});

describe('historyLines', () => {
  it('says from → to for time, employee, service, length, status, price and note', () => {
    const lines = historyLines({
      action: 'updated',
      changes: {
        start_time: { before: '10:00', after: '14:30' },
        end_time: { before: '10:45', after: '15:10' },
        employee_id: { before: 7, after: 9 },
        service_id: { before: 1, after: 2 },
        duration_detail: { before: '{"initial":45,"gap":0,"finish":0}', after: '{"initial":20,"gap":10,"finish":10}' },
        status: { before: 'new', after: 'running-late' },
        price: { before: 5200, after: 3950 },
        note: { before: '', after: 'likes tea' },
        customer_id: { before: null, after: 31 },
      },
    }, format(24));
    expect(lines).toEqual([
      'Time: 10:00 → 14:30',
      'Team member: Emma → Noah',
      "Service: Women's cut → Men's cut",
      'Length: 45 min → 40 min (Processing 10 min, then 10 min to finish)',
      'Status: New → Running late',
      'Price: € 52,00 → € 39,50',
      'Customer: Walk-in → Anna Smit',
      'Note: (empty) → “likes tea”',
    ]);
  });

  it("writes times in the venue's clock and adds the date when the day changed", () => {
    const moved = { action: 'rescheduled', changes: { date: { before: '2027-03-10', after: '2027-03-11' }, start_time: { before: '10:00', after: '14:30' } } };
    expect(historyLines(moved, format(12))).toEqual(['Time: 10/03/2027 10:00 AM → 11/03/2027 2:30 PM']);
    expect(historyLines({ action: 'rescheduled', changes: { date: { before: '2027-03-10', after: '2027-03-11' } } }, format(24))).toEqual(['Date: 10/03/2027 → 11/03/2027']);
  });

  it('names an unknown employee by id, and gives a cancellation its reason', () => {
    expect(historyLines({ action: 'updated', changes: { employee_id: { before: 7, after: 44 } } }, format(24))).toEqual(['Team member: Emma → #44']);
    expect(historyLines({ action: 'cancelled', changes: { status: { before: 'new', after: 'cancelled' }, reason: 'no_show', note: null } }, format(24))).toEqual([
      'Status: New → calendar.status_cancelled',
      'No-show',
    ]);
  });

  it('says which line was booked or removed: service, employee and time', () => {
    expect(historyLines({ action: 'removed', changes: { service_id: 2, employee_id: 9, start_time: '14:30', removed_id: 12 } }, format(12))).toEqual(["Men's cut · Noah · 2:30 PM"]);
  });

  it('shows nothing for an entry without before/after', () => {
    expect(historyLines({ action: 'released', changes: {} }, format(24))).toEqual([]);
  });
});
