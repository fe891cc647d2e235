// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findReport, type ReportResponse } from '@chairside/shared/reports';
import { absorbAccessFields, resetAccess } from '@/lib/can';
import { queryClient } from '@/lib/query-client';
import { eventually } from '@/test/eventually';
import { mountRoutes, type Mounted } from '@/test/mount';
import { ReportView } from './report-view';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let mounted: Mounted;
let asked: string[];

const movements: ReportResponse = {
  group: 'inventory', report: 'stock-movements', state: 'ready', date_from: '2026-03-01', date_to: '2026-03-31',
  columns: [
    { key: 'date', kind: 'date', total: false }, { key: 'product', kind: 'text', total: false }, { key: 'kind', kind: 'text', total: false },
    { key: 'quantity', kind: 'count', total: true }, { key: 'employee', kind: 'text', total: false }, { key: 'note', kind: 'text', total: false },
  ],
  rows: [
    { date: '2026-03-02', product: 'Shampoo', kind: 'purchase_receipt', quantity: 12, employee: 'Ana', note: '' },
    { date: '2026-03-05', product: 'Oil', kind: 'damaged', quantity: -2, employee: 'Ana', note: 'Dropped' },
  ],
  truncated: false, totals: { quantity: 10 }, previous: { date_from: '2026-02-01', date_to: '2026-02-28', totals: { quantity: 8 } },
  definitions: [{ key: 'stock_value', text: 'Stock value is…' }], currency: 'EUR',
};

let exportState: 'queued' | 'running' | 'done' = 'running';
const exportJob = (state: string) => ({
  id: 7, group: 'inventory', report: 'stock-movements', format: 'xlsx', state, progress: state === 'done' ? 100 : 40, rows: state === 'done' ? 6001 : null,
  file_name: 'Stock-movements.xlsx', created_at: '2026-03-31T10:00:00Z', expires_at: '2026-04-01T10:00:00Z', download: state === 'done' ? 'reports/exports/7/download' : null,
});

async function mount(group: string, report: string) {
  mounted = await mountRoutes([{ path: '/', element: <ReportView spec={findReport(group, report)!} /> }]);
}

beforeEach(() => {
  asked = [];
  queryClient.clear();
  vi.stubGlobal('fetch', vi.fn(async (url: string) => {
    asked.push(String(url));
    if (String(url).includes('reports/inventory/stock-movements/export')) return new Response(JSON.stringify({ data: exportJob('queued') }), { status: 202 });
    if (String(url).includes('reports/exports/7')) return new Response(JSON.stringify({ data: exportJob(exportState) }), { status: 200 });
    if (String(url).includes('reports/inventory/stock-movements')) return new Response(JSON.stringify(movements), { status: 200 });
    if (String(url).includes('reports/employees/performance')) return new Response(JSON.stringify({ ...movements, group: 'employees', report: 'performance' }), { status: 200 });
    return new Response(JSON.stringify({ employee_ids: [], service_ids: [], group_ids: [], product_ids: [{ id: 1, name: 'Oil' }], brand_ids: [] }), { status: 200 });
  }));
});

afterEach(async () => {
  await mounted.unmount();
  vi.unstubAllGlobals();
  resetAccess();
});

describe('a report screen', () => {
  it('asks for this month, shows the rows, the totals and the change against the previous period, and sorts by a column', async () => {
    await mount('inventory', 'stock-movements');
    await eventually(() => expect(document.querySelectorAll('[data-report-row]')).toHaveLength(2));
    expect(asked.some((url) => url.includes('reports/inventory/stock-movements') && url.includes('preset=this_month'))).toBe(true);
    expect(document.querySelector('[data-report-totals]')!.textContent).toContain('10');
    expect(document.querySelector('[data-report-comparison]')!.textContent).toContain('+25%');
    const firstProduct = () => document.querySelector('[data-report-row] td:nth-child(2)')!.textContent;
    expect(firstProduct()).toBe('Shampoo');
    await act(async () => (document.querySelector('[data-sort="quantity"]') as HTMLElement).click());
    expect(firstProduct()).toBe('Oil');
    expect(document.querySelectorAll('[data-export]')).toHaveLength(3);
  });

  it('NPS and staff satisfaction say they need customer reviews, explain NPS and ask nothing', async () => {
    absorbAccessFields({ subscription: { reports_advanced: 1, calendar: 1 } });
    for (const [group, report] of [['customer', 'nps'], ['employees', 'satisfaction']] as const) {
      await mount(group, report);
      await eventually(() => expect(document.querySelector('[data-report-state="needs_reviews"]')).not.toBeNull());
      expect(document.body.textContent).toContain('reports.needs_reviews_hint');
      expect(document.querySelector('[data-definitions]')).not.toBeNull();
      expect(document.querySelector('[data-export]')).toBeNull();
      await mounted.unmount();
    }
    expect(asked.filter((url) => url.includes('reports/customer') || url.includes('reports/employees'))).toEqual([]);
    await mount('customer', 'nps');
  });

  it('a Pro report on a plan without reports_advanced shows the premium placeholder and asks nothing', async () => {
    absorbAccessFields({ subscription: { reports_advanced: 0, calendar: 1 } });
    await mount('employees', 'performance');
    await eventually(() => expect(document.body.textContent).toContain('reports.premium_title'));
    expect(asked.filter((url) => url.includes('reports/employees'))).toEqual([]);
    expect(document.querySelector('[data-export]')).toBeNull();
  });

  it('the same report on Pro asks for its numbers', async () => {
    absorbAccessFields({ subscription: { reports_advanced: 1, calendar: 1 } });
    await mount('employees', 'performance');
    await eventually(() => expect(document.querySelectorAll('[data-report-row]')).toHaveLength(2));
    expect(asked.some((url) => url.includes('reports/employees/performance'))).toBe(true);
    expect(document.body.textContent).not.toContain('reports.premium_title');
  });

  it('a large export runs in the background: its progress shows, then its file to download', async () => {
    exportState = 'running';
    await mount('inventory', 'stock-movements');
    await eventually(() => expect(document.querySelectorAll('[data-report-row]')).toHaveLength(2));
    await act(async () => (document.querySelector('[data-export="xlsx"]') as HTMLElement).click());
    await eventually(() => expect(document.querySelector('[data-export-job="running"]')).not.toBeNull());
    expect(document.body.textContent).toContain('reports.export_background');
    exportState = 'done';
    await eventually(() => expect(document.querySelector("[data-export-download]")).not.toBeNull());
    expect(document.body.textContent).toContain('Stock-movements.xlsx');
  });
});
