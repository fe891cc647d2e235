import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { REPORT_BACKGROUND_ROWS, type ReportExportJob, type ReportResponse } from '@chairside/shared/reports';
import { openAsOwner, useTestApp } from '../../../test/test-app';
import { xlsxRows } from '../../../test/read-xlsx';
import { reportExportCleanupJob, reportExportJob } from './report-exports.jobs';
import { EXPORT_CHUNK_BYTES } from './report-exports.service';

/** Background report exports (issue 16): queued, worked by the job, polled, told in the bell, downloaded, kept a day, the venue's own. */

let now = new Date();
const t = useTestApp({ now: () => now });
let owner: string;
const query = { preset: 'this_year' };

const start = async (path: string, format: string, token = owner) => {
  const response = await t.call('GET', `reports/${path}/export`, { token, query: { ...query, format, background: '1' } });
  expect(response.statusCode, response.body).toBe(202);
  return response.json<{ data: ReportExportJob }>().data;
};
const status = async (id: number, token = owner) => t.call('GET', `reports/exports/${id}`, { token });
const work = (id: number) => reportExportJob(t.app.deps).handle({ venueId: t.seed.salon.id, exportId: id });

beforeAll(async () => {
  owner = await t.login('owner');
});

describe('background exports', () => {
  it('queues, works, reports progress, tells the requester and serves the XLSX equal to the JSON', async () => {
    const queued = await start('financial/transactions', 'xlsx');
    expect(queued).toMatchObject({ state: 'queued', progress: 0, download: null, group: 'financial', report: 'transactions' });
    expect((await t.call('GET', `reports/exports/${queued.id}/download`, { token: owner })).statusCode).toBe(404);
    await work(queued.id);
    const done = (await status(queued.id)).json<{ data: ReportExportJob }>().data;
    const json = (await t.call('GET', 'reports/financial/transactions', { token: owner, query })).json<ReportResponse>();
    expect(done).toMatchObject({ state: 'done', progress: 100, rows: json.rows.length, download: `reports/exports/${queued.id}/download` });
    expect(done.file_name).toMatch(/^Transactions-.*\.xlsx$/);
    const file = await t.call('GET', done.download!, { token: owner });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const [, header, ...rest] = await xlsxRows(file.rawPayload);
    expect(header).toContain('Net sales');
    const totals = rest.pop()!;
    expect(rest).toHaveLength(json.rows.length);
    expect(rest.map((r) => r[1])).toEqual(json.rows.map((r) => r.number));
    expect(totals.slice(5)).toEqual([json.totals.net_sales! / 100, json.totals.tax! / 100, json.totals.total! / 100, json.totals.tips! / 100]);
    // The requester's bell links to the export.
    const bell = (await t.call('GET', 'notifications', { token: owner })).json<{ data: { event: string; link: string; title: string }[] }>().data;
    expect(bell.find((n) => n.event === 'report_export_ready')).toMatchObject({ link: `/reports/exports/${queued.id}`, title: 'Your export is ready' });
  });

  it('another venue’s export id is not found; without sales.reports 403', async () => {
    const mine = await start('services/sales', 'csv');
    await work(mine.id);
    const other = await t.login('other');
    expect((await status(mine.id, other)).statusCode).toBe(404);
    expect((await t.call('GET', `reports/exports/${mine.id}/download`, { token: other })).statusCode).toBe(404);
    const staff = await t.login('staff');
    expect((await status(mine.id, staff)).statusCode).toBe(403);
    expect((await t.call('GET', 'reports/services/sales/export', { token: staff, query: { ...query, format: 'csv', background: '1' } })).statusCode).toBe(403);
  });

  it('refuses like the report: unknown report 404, a Pro report outside the plan 403 with limits, a bad range 422', async () => {
    const other = await t.login('other');
    const gated = await t.call('GET', 'reports/employees/performance/export', { token: other, query: { ...query, format: 'xlsx', background: '1' } });
    expect(gated.statusCode).toBe(403);
    expect(gated.json()).toMatchObject({ code: 'PLAN_LIMIT', limits: { reports_advanced: 0 } });
    expect((await t.call('GET', 'reports/financial/nothing/export', { token: owner, query: { ...query, format: 'xlsx', background: '1' } })).statusCode).toBe(404);
    expect((await t.call('GET', 'reports/financial/summary/export', { token: owner, query: { format: 'xlsx', background: '1' } })).statusCode).toBe(422);
  });

  it('a small export without background=1 streams at once', async () => {
    const response = await t.call('GET', 'reports/services/sales/export', { token: owner, query: { ...query, format: 'csv' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  });

  it('keeps the file a day: then 404, and the hourly sweep deletes it', async () => {
    const queued = await start('financial/summary', 'pdf');
    await work(queued.id);
    expect((await status(queued.id)).statusCode).toBe(200);
    now = new Date(Date.now() + 25 * 3_600_000);
    try {
      expect((await status(queued.id)).statusCode).toBe(404);
      await reportExportCleanupJob(t.app.deps).handle({});
      const left = (await t.database.db.execute(sql`select count(*)::int as n from report_exports where id = ${queued.id}`)) as unknown as { rows: { n: number }[] };
      expect(left.rows[0]!.n).toBe(0);
    } finally {
      now = new Date();
    }
  });
});

describe('the automatic switch to the background', () => {
  const range = { date_from: '2001-01-01', date_to: '2001-12-31' };
  const ledger = async (count: number, offset: number) => {
    const [product] = ((await t.database.db.execute(sql`select id from products where venue_id = ${t.seed.salon.id} order by id limit 1`)) as unknown as { rows: { id: number }[] }).rows;
    // A year long ago, written straight into the ledger (the export reads rows, whatever made them).
    await t.database.db.execute(sql`insert into stock_movements (venue_id, product_id, quantity, kind, note, created_at)
      select ${t.seed.salon.id}, ${product!.id}, 1 + (i % 3), 'purchase_receipt', 'bulk delivery number ' || i || ', checked against the supplier note', timestamptz '2001-03-01 10:00Z' + i * interval '1 minute'
      from generate_series(${offset + 1}::int, ${offset + count}::int) i`);
  };
  const exportCsv = (extra: Record<string, string> = {}) =>
    t.call('GET', 'reports/inventory/stock-movements/export', { token: owner, query: { ...range, format: 'csv', ...extra } });

  it(`streams ${REPORT_BACKGROUND_ROWS} rows at once, and queues the export of one row more without being asked; the file has every row`, async () => {
    // Every change of an export's progress, logged by a trigger (the job reports it as rows are written).
    const owner_ = openAsOwner(t.database);
    await owner_.db.execute(sql.raw(`
      create table test_export_progress (at bigint generated always as identity, export_id int, progress int);
      grant insert, select on test_export_progress to chairside_app;
      create function test_log_export_progress() returns trigger language plpgsql as $$
        begin insert into test_export_progress (export_id, progress) values (new.id, new.progress); return new; end $$;
      create trigger test_export_progress after update of progress on report_exports for each row execute function test_log_export_progress();`)).finally(() => owner_.close());
    await ledger(REPORT_BACKGROUND_ROWS, 0);
    const atOnce = await exportCsv();
    expect(atOnce.statusCode).toBe(200);
    expect(atOnce.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(parse(atOnce.rawPayload, { bom: true })).toHaveLength(REPORT_BACKGROUND_ROWS + 2);

    await ledger(1, REPORT_BACKGROUND_ROWS);
    const switched = await exportCsv();
    expect(switched.statusCode, switched.body).toBe(202);
    const queued = switched.json<{ data: ReportExportJob }>().data;
    expect(queued).toMatchObject({ state: 'queued', group: 'inventory', report: 'stock-movements', format: 'csv', download: null });
    await work(queued.id);
    const done = (await status(queued.id)).json<{ data: ReportExportJob }>().data;
    expect(done).toMatchObject({ state: 'done', progress: 100, rows: REPORT_BACKGROUND_ROWS + 1 });
    const file = await t.call('GET', done.download!, { token: owner });
    const lines = parse(file.rawPayload, { bom: true }) as string[][];
    expect(lines).toHaveLength(REPORT_BACKGROUND_ROWS + 3);
    // The totals line: every movement's quantity, summed here from the rows written (1 + i % 3 for i = 1…5001).
    const expected = Array.from({ length: REPORT_BACKGROUND_ROWS + 1 }, (_, i) => 1 + ((i + 1) % 3)).reduce((a, b) => a + b, 0);
    expect(lines.at(-1)![3]).toBe(String(expected));
    expect(lines.slice(1, -1).reduce((n, l) => n + Number(l[3]), 0)).toBe(expected);

    // Stored in pieces of about EXPORT_CHUNK_BYTES, which together are the file downloaded.
    const pieces = ((await t.database.db.execute(sql`select seq, length(data)::int as n from report_export_chunks where export_id = ${queued.id} order by seq`)) as unknown as { rows: { seq: number; n: number }[] }).rows;
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.map((p) => p.seq)).toEqual(pieces.map((_, i) => i));
    for (const piece of pieces.slice(0, -1)) expect(piece.n).toBeGreaterThanOrEqual(EXPORT_CHUNK_BYTES);
    for (const piece of pieces) expect(piece.n).toBeLessThan(2 * EXPORT_CHUNK_BYTES);
    expect(pieces.reduce((n, p) => n + p.n, 0)).toBe(file.rawPayload.length);
    // Progress went up in fine steps while the rows were written: 0, 10 once read, then every ~2 % to 95, then 100.
    const steps = ((await t.database.db.execute(sql`select progress from test_export_progress where export_id = ${queued.id} order by at`)) as unknown as { rows: { progress: number }[] }).rows.map((r) => r.progress);
    expect(steps[0]).toBe(0);
    expect(steps.at(-1)).toBe(100);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(steps.filter((p) => p > 10 && p < 100).length).toBeGreaterThanOrEqual(5);
  });
});
