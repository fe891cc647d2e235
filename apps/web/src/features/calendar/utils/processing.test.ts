import { describe, expect, it } from 'vitest';
import type { BookableService } from '@chairside/shared/catalog';
import { hasProcessingTime, lineProcessing, processingOn } from './processing';

const service = (extra: Partial<BookableService>): BookableService => ({
  id: 1, name: 'Service', group_id: null, group_name: '', color: '#000', duration: 45, gap: 0, finish: 0, price: 5200,
  resource_required: false, resource_ids: [], resource_types: [], employees: [], variants: [], ...extra,
});
const colour = service({ duration: 110, gap: 40, finish: 25, employees: [{ employee_id: 9, duration: 60, gap: 0, finish: 0, price: 9900 }] });
const cut = service({ employees: [{ employee_id: 7, duration: 45, gap: 0, finish: 0, price: 5200 }] });

describe('the processing-time switch (issue 10.9)', () => {
  it('is on for a service with processing time, per the employee’s own split', () => {
    expect(hasProcessingTime(colour, 7)).toBe(true); // the service's own split: 40 min gap
    expect(hasProcessingTime(colour, 9)).toBe(false); // employee 9 does it without a gap
    expect(hasProcessingTime(cut, 7)).toBe(false);
    expect(hasProcessingTime(undefined, 7)).toBe(false);
  });

  it('shows the service’s processing time until the user flips it', () => {
    expect(processingOn(null, colour, 7)).toBe(true);
    expect(processingOn(undefined, cut, 7)).toBe(false);
    expect(processingOn(false, colour, 7)).toBe(false);
    expect(processingOn(true, cut, 7)).toBe(true);
  });

  it('sends a line switched off as a plain stretch, and one switched on as typed', () => {
    const line = { service_id: 1, duration: null, gap: null, finish: 30 };
    expect(lineProcessing(line, false)).toEqual({ service_id: 1, duration: null, gap: 0, finish: 0 });
    expect(lineProcessing(line, true)).toBe(line);
  });
});
