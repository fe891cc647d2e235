// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportHubResponse } from '@chairside/shared/reports';
import { queryClient } from '@/lib/query-client';
import { eventually } from '@/test/eventually';
import { mountRoutes, type Mounted } from '@/test/mount';
import { ReportsHub } from './reports-hub';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let mounted: Mounted;

const hub: ReportHubResponse = {
  date: '2026-11-28', currency: 'EUR',
  today: { appointments: 7, new_customers: 2, booked_minutes: 300, shift_minutes: 600, utilisation: 50, takings: 41_250 },
  groups: [{ group: 'financial', reports: [{ report: 'summary', state: 'ready', plan_gated: false }] }],
};

const mount = async (only?: 'financial') => {
  mounted = await mountRoutes([
    { path: '/reports', element: <ReportsHub only={only} /> },
    { path: '/reports/end-day', element: <p data-end-day-screen>end of day</p> },
  ]);
};

beforeEach(() => {
  queryClient.clear();
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(hub), { status: 200 })));
});

afterEach(async () => {
  await mounted.unmount();
  vi.unstubAllGlobals();
});

describe('the reports hub', () => {
  it("shows today's figures and leads to the end-of-day report", async () => {
    await mount();
    await eventually(() => expect(document.querySelector('[data-hub-figure="appointments"]')?.textContent).toContain('7'));
    const link = document.querySelector('[data-hub-end-day] a') as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('/reports/end-day');
    await act(async () => link.click());
    await eventually(() => expect(document.querySelector('[data-end-day-screen]')).not.toBeNull());
  });

  it('leaves the end-of-day card out of a single group', async () => {
    await mount('financial');
    await eventually(() => expect(document.querySelector('[data-hub-group="financial"]')).not.toBeNull());
    expect(document.querySelector('[data-hub-end-day]')).toBeNull();
    expect(document.querySelector('[data-hub-figure]')).toBeNull();
  });
});
