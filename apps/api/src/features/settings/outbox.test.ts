import { eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OutboxPage } from '@chairside/shared/settings';
import { mailOutbox } from '../../db/schema/index';
import { useTestApp } from '../../test/test-app';

let owner: string;
const t = useTestApp();
beforeAll(async () => {
  owner = await t.login('owner');
});

const page = async (token: string, query: Record<string, string> = {}) => {
  const response = await t.call('GET', 'settings/outbox', { token, query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OutboxPage>();
};

describe('GET settings/outbox', () => {
  it('answers 401 without a token and 403 without settings.manage', async () => {
    expect((await t.call('GET', 'settings/outbox')).statusCode).toBe(401);
    expect((await t.call('GET', 'settings/outbox', { token: await t.login('staff') })).statusCode).toBe(403);
  });

  it("pages the venue's mails newest first; mails of other venues and without a venue show nowhere", async () => {
    const base = new Date('2026-01-01T09:00:00Z').getTime();
    await t.database.db.insert(mailOutbox).values(
      Array.from({ length: 12 }, (_, i) => ({
        venueId: t.seed.salon.id,
        to: `customer${i}@example.test`,
        subject: `Reminder ${i}`,
        text: 'See you tomorrow',
        transport: 'outbox',
        createdAt: new Date(base + i * 60_000),
      })),
    );
    await t.database.db.insert(mailOutbox).values({ venueId: t.seed.other.id, to: 'x@example.test', subject: 'Other', text: '-', transport: 'outbox' });
    // A real mail without a venue: the password-reset link of the auth feature.
    expect((await t.call('POST', 'auth/forgot-password', { body: { email: 'owner@demo.test' } })).statusCode).toBeLessThan(300);
    const [reset] = await t.database.db.select().from(mailOutbox).where(isNull(mailOutbox.venueId));
    expect(reset).toMatchObject({ to: 'owner@demo.test' });
    // A real mail with the venue: an e-mail change code.
    const sent = await t.call('POST', `employees/verify/email/${t.seed.salon.employeeIds[0]}`, { token: owner, body: { email: 'emma@new.test' } });
    expect(sent.statusCode).toBe(200);

    const first = await page(owner, { page: '1', per_page: '10' });
    expect(first).toMatchObject({ current_page: 1, per_page: 10, last_page: 2, total: 13, from: 1, to: 10, subscription_info: 1 });
    expect(first.data[0]).toMatchObject({ to: 'emma@new.test', transport: 'outbox', state: 'pending', attempts: 0, sent_at: null });
    expect(first.data[0]!.text).toMatch(/\b\d{6}\b/);
    expect(first.data[1]).toMatchObject({ subject: 'Reminder 11', text: 'See you tomorrow', html: null });
    expect(first.data[1]!.created_at).toBe('2026-01-01T09:11:00.000Z');
    const second = await page(owner, { page: '2', per_page: '10' });
    expect(second).toMatchObject({ current_page: 2, from: 11, to: 13, total: 13 });
    expect(second.data.map((mail) => mail.subject)).toEqual(['Reminder 2', 'Reminder 1', 'Reminder 0']);
    const all = [...first.data, ...second.data];
    expect(all.some((mail) => mail.to === 'owner@demo.test' || mail.subject === 'Other')).toBe(false);
    const beyond = await page(owner, { page: '5' });
    expect(beyond).toMatchObject({ data: [], total: 13, from: null, to: null, last_page: 1 });

    const other = await page(await t.login('other'));
    expect(other.data.map((mail) => mail.subject)).toEqual(['Other']);
  });

  it('validates the page and page size', async () => {
    const size = await t.call('GET', 'settings/outbox', { token: owner, query: { per_page: '7' } });
    expect(size.statusCode).toBe(422);
    expect(size.json().errors).toEqual({ per_page: ['Choose one of the offered options.'] });
    expect((await t.call('GET', 'settings/outbox', { token: owner, query: { page: '0' } })).statusCode).toBe(422);
    expect((await t.call('GET', 'settings/outbox', { token: owner, query: { page: 'x' } })).statusCode).toBe(422);
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.venueId, t.seed.spa.id))).toEqual([]);
  });
});
