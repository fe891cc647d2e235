/**
 * The SMS history (/reminders/sms, issue 19) in Chromium: in the menu under Reminders with the
 * spec's breadcrumbs; the first page of 10 (spec §9), and the next one appended as the end of the
 * list comes within 300 px (spec §4 infinite scroll) until all are shown; on a phone without
 * sideways scrolling; an empty venue gets its empty state. Axe-clean.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, setupE2E, signIn } from './harness';

const e2e = setupE2E();
const ADDED = 34;

async function sql<T>(text: string): Promise<T[]> {
  const cluster = path.join(e2e.server.dataDir, 'postgres');
  const password = fs.readFileSync(path.join(cluster, 'password'), 'utf8').trim();
  const port = fs.readFileSync(path.join(cluster, 'data', 'postmaster.pid'), 'utf8').split('\n')[3];
  const client = new pg.Client({ connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres` });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  // The outbox rows the SMS channel writes (features/sms), enough for four pages.
  await sql(`insert into sms_outbox (venue_id, kind, "to", body, encoding, segments, credits, transport, state, created_at)
    select v.id, case when n % 3 = 0 then 'reminder' else 'booking_made' end, '+48600' || lpad(n::text, 6, '0'),
      'Przypomnienie nr ' || n || ': wizyta jutro o 10:00. Do zobaczenia!', 'ucs2', 1, 1, 'outbox',
      case when n % 5 = 0 then 'delivered' else 'sent' end, now() - make_interval(mins => n)
    from venues v, generate_series(1, ${ADDED}) n where v.title = 'Demo Salon'`);
});

describe('SMS history', () => {
  it('is in the menu with its breadcrumbs, and appends the next page as the list is scrolled to its end', async () => {
    const page = await e2e.page('laptop', { locale: 'en-US' });
    await signIn(page, e2e.server.url, 'owner');
    await page.goto('/reminders');
    await page.getByRole('navigation').getByRole('link', { name: 'SMS history' }).first().click();
    await page.waitForURL('**/reminders/sms');
    await page.getByRole('heading', { level: 1, name: 'SMS history' }).waitFor();
    const trail = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await trail.getByRole('link', { name: 'Reminders' }).waitFor();
    await trail.getByText('SMS history').waitFor();

    const list = page.getByTestId('sms-history');
    await expect.poll(() => list.getAttribute('data-loaded')).toBe('10');
    const total = Number(await list.getAttribute('data-total'));
    expect(total).toBeGreaterThanOrEqual(ADDED);
    expect(await axeViolations(page), 'sms history').toEqual([]);

    // Scrolling to the end appends the next page of 10, and so on until all are shown.
    await page.locator('[data-sms-history-end]').scrollIntoViewIfNeeded();
    await expect.poll(() => list.getAttribute('data-loaded')).toBe('20');
    for (let i = 0; i < 10 && (await page.locator('[data-sms-history-complete]').count()) === 0; i++) {
      await page.locator('[data-sms-history-end]').scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
    }
    await page.locator('[data-sms-history-complete]').waitFor();
    expect(Number(await list.getAttribute('data-loaded'))).toBe(total);
    // Newest first, each once.
    const ids = await page.locator('[data-sms-row]').evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-sms-row'))));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('reads on a phone without sideways scrolling, and loads more there too', async () => {
    const page = await e2e.page('phone', { locale: 'pl-PL' });
    await signIn(page, e2e.server.url, 'owner');
    await page.goto('/reminders/sms');
    const list = page.getByTestId('sms-history');
    await expect.poll(() => list.getAttribute('data-loaded')).toBe('10');
    await page.locator('[data-sms-history-end]').scrollIntoViewIfNeeded();
    await expect.poll(() => list.getAttribute('data-loaded')).toBe('20');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('shows the empty state to a venue that has sent none', async () => {
    const page = await e2e.page('laptop', { locale: 'en-US' });
    await signIn(page, e2e.server.url, 'other');
    await page.goto('/reminders/sms');
    await page.getByText('No SMS sent yet.').waitFor();
    expect(await axeViolations(page), 'empty').toEqual([]);
  });
});
