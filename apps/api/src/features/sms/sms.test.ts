import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsHistoryResponse } from '@chairside/shared/sms';
import { useTestApp } from '../../test/test-app';
import { twilioSmsAdapter } from './sms.adapters';
import { deliverSms } from './sms.delivery';
import { INVALID_NUMBER, startFakeTwilio, type FakeTwilio } from './sms.fake-twilio';
import { queueSms } from './sms.outbox';
import { twilioSignature, TWILIO_SIGNATURE_HEADER } from './twilio-signature';

/**
 * SMS (issue 19) at the HTTP edge: the Twilio adapter against a local server speaking Twilio's API,
 * exactly once; signed status callbacks (a bad signature: 400, nothing changes); credit per segment,
 * none → no SMS; the history. Buying packs: payments/sms-checkout.test.ts.
 */
const t = useTestApp();
const SID = 'AC00000000000000000000000000000001';
const TOKEN = 'twilio-test-auth-token';
let fake: FakeTwilio;
let owner: string;
let venue: number;

const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const balance = async () => (await rows<{ sms_amount: number }>(sql`select sms_amount from venues where id = ${venue}`))[0]!.sms_amount;
const setBalance = (n: number) => t.database.db.execute(sql`update venues set sms_amount = ${n} where id = ${venue}`);
const smsRow = async (id: number) => (await rows<{ state: string; provider_id: string | null; last_error: string | null; credits: number; maybe_duplicate: boolean }>(sql`select * from sms_outbox where id = ${id}`))[0]!;
const queue = (to: string, body: string) => t.database.db.transaction((tx) => queueSms(tx, t.app.deps.env, { venueId: venue, to, body, kind: 'reminder' }));
const twilio = () => twilioSmsAdapter(t.app.deps.env.twilio!);
const deliver = () => deliverSms(t.app.deps.db, t.app.deps.env, twilio(), new Date(Date.now() + 3_600_000));

beforeAll(async () => {
  fake = await startFakeTwilio(SID, TOKEN);
  Object.assign(t.app.deps.env, { smsProvider: 'twilio', twilio: { accountSid: SID, authToken: TOKEN, from: '+15005550006', apiUrl: fake.url } });
  owner = await t.login('owner');
  venue = t.seed.salon.id;
});
afterAll(() => fake.close());

describe('the Twilio adapter, against a local server speaking its API', () => {
  it('posts each SMS once, form-encoded with basic auth and a status callback naming the venue, and keeps the MessageSid', async () => {
    await setBalance(50);
    const queued = await queue('+48600100200', 'Przypomnienie: wizyta jutro o 10:00 w Demo Salon. Do zobaczenia!');
    expect(queued).toMatchObject({ ok: true, credits: 1, balance: 49 });
    if (!queued.ok) return;
    const before = fake.requests.length;
    expect(await deliver()).toBeGreaterThanOrEqual(1);
    expect(await deliver()).toBe(0); // a second sweep finds nothing: sent once
    const mine = fake.requests.slice(before).filter((r) => r.form.To === '+48600100200');
    expect(mine).toHaveLength(1);
    expect(mine[0]!.auth).toBe(`Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`);
    expect(mine[0]!.form).toMatchObject({ From: '+15005550006', Body: 'Przypomnienie: wizyta jutro o 10:00 w Demo Salon. Do zobaczenia!' });
    expect(mine[0]!.form.StatusCallback).toBe(`${t.app.deps.env.appUrl}/api/v1/public/sms/webhooks/twilio?venue=${venue}&sms=${queued.id}`);
    const row = await smsRow(queued.id);
    expect(row.state).toBe('sent');
    expect(row.provider_id).toMatch(/^SM[0-9a-f]{32}$/);
  });

  it('a number Twilio refuses (21211) fails at once and gives the credits back; a 503 is retried', async () => {
    await setBalance(10);
    const bad = await queue(INVALID_NUMBER, 'Hello');
    if (!bad.ok) throw new Error('not queued');
    expect(await balance()).toBe(9);
    await deliver();
    expect(await smsRow(bad.id)).toMatchObject({ state: 'failed' });
    expect((await smsRow(bad.id)).last_error).toContain('21211');
    expect(await balance()).toBe(10);

    const flaky = await queue('+48600100201', 'Hello again');
    if (!flaky.ok) throw new Error('not queued');
    fake.failNext = 1;
    await deliverSms(t.app.deps.db, t.app.deps.env, twilio(), new Date(Date.now() + 3_600_000));
    expect(await smsRow(flaky.id)).toMatchObject({ state: 'pending' });
    await deliverSms(t.app.deps.db, t.app.deps.env, twilio(), new Date(Date.now() + 7_200_000));
    expect(await smsRow(flaky.id)).toMatchObject({ state: 'sent', maybe_duplicate: false });
  });
});

describe('status callbacks (X-Twilio-Signature)', () => {
  const callback = (params: Record<string, string>, signature?: string) => {
    const path = `/api/v1/public/sms/webhooks/twilio?venue=${venue}`;
    const url = `${t.app.deps.env.appUrl}${path}`;
    return t.app.inject({
      method: 'POST', url: path, payload: new URLSearchParams(params).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', [TWILIO_SIGNATURE_HEADER]: signature ?? twilioSignature(TOKEN, url, params) },
    });
  };

  it('a bad or missing signature is refused with 400 and changes nothing; a good one marks it delivered, once', async () => {
    await setBalance(5);
    const queued = await queue('+48600100202', 'Status test');
    if (!queued.ok) throw new Error('not queued');
    await deliver();
    const { provider_id: sid } = await smsRow(queued.id);
    const params = { MessageSid: sid!, MessageStatus: 'delivered', AccountSid: SID };
    const forged = await callback(params, twilioSignature('not-the-token', `${t.app.deps.env.appUrl}/api/v1/public/sms/webhooks/twilio?venue=${venue}`, params));
    expect(forged.statusCode).toBe(400);
    // The venue in the URL is covered by the signature: the same signature with another venue fails.
    const moved = await t.app.inject({
      method: 'POST', url: `/api/v1/public/sms/webhooks/twilio?venue=${t.seed.other.id}`, payload: new URLSearchParams(params).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', [TWILIO_SIGNATURE_HEADER]: twilioSignature(TOKEN, `${t.app.deps.env.appUrl}/api/v1/public/sms/webhooks/twilio?venue=${venue}`, params) },
    });
    expect(moved.statusCode).toBe(400);
    expect((await callback({ ...params }, '')).statusCode).toBe(400);
    expect((await smsRow(queued.id)).state).toBe('sent');

    const good = await callback(params);
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json()).toEqual({ received: true, outcome: 'applied' });
    expect((await smsRow(queued.id)).state).toBe('delivered');
    expect((await callback({ ...params, MessageStatus: 'sent' })).json()).toMatchObject({ outcome: 'unchanged' });
    expect((await smsRow(queued.id)).state).toBe('delivered');
  });

  /** Posts a callback to the URL the message was sent with (it names the venue and the outbox row). */
  const callbackTo = (statusCallback: string, params: Record<string, string>) => t.app.inject({
    method: 'POST', url: statusCallback.slice(t.app.deps.env.appUrl.replace(/\/$/, '').length), payload: new URLSearchParams(params).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', [TWILIO_SIGNATURE_HEADER]: twilioSignature(TOKEN, statusCallback, params) },
  });

  it('a callback that overtakes the acknowledgement is not lost: either order ends the same', async () => {
    await setBalance(10);
    // delivered before the ack: the ack keeps it delivered and the MessageSid is the one Twilio gave.
    const early = await queue('+48600100205', 'Early callback');
    if (!early.ok) throw new Error('not queued');
    const answers: unknown[] = [];
    const lastPost = () => fake.requests.filter((r) => r.form.To === '+48600100205').at(-1)!;
    await deliverSms(t.app.deps.db, t.app.deps.env, twilio(), new Date(Date.now() + 3_600_000), {
      afterSend: async () => {
        const post = lastPost();
        expect((await smsRow(early.id)).state).toBe('sending'); // not acknowledged yet
        answers.push((await callbackTo(post.form.StatusCallback!, { MessageSid: post.sid!, MessageStatus: 'delivered', AccountSid: SID })).json());
      },
    });
    expect(answers).toEqual([{ received: true, outcome: 'applied' }]);
    expect(await smsRow(early.id)).toMatchObject({ state: 'delivered', provider_id: lastPost().sid });

    // A non-final status first ('sent'), then the ack, then 'delivered': delivered.
    const second = await queue('+48600100206', 'Sent first');
    if (!second.ok) throw new Error('not queued');
    const post2 = () => fake.requests.filter((r) => r.form.To === '+48600100206').at(-1)!;
    await deliverSms(t.app.deps.db, t.app.deps.env, twilio(), new Date(Date.now() + 3_600_000), {
      afterSend: async () => void (await callbackTo(post2().form.StatusCallback!, { MessageSid: post2().sid!, MessageStatus: 'sent', AccountSid: SID })),
    });
    expect(await smsRow(second.id)).toMatchObject({ state: 'sent', provider_id: post2().sid });
    expect((await callbackTo(post2().form.StatusCallback!, { MessageSid: post2().sid!, MessageStatus: 'delivered', AccountSid: SID })).json()).toMatchObject({ outcome: 'applied' });
    expect((await smsRow(second.id)).state).toBe('delivered');

    // The sweep dies after Twilio took it and its callback came, before the ack: the next sweep does not post it again.
    const third = await queue('+48600100207', 'Crash after the callback');
    if (!third.ok) throw new Error('not queued');
    const post3 = () => fake.requests.filter((r) => r.form.To === '+48600100207');
    await expect(deliverSms(t.app.deps.db, t.app.deps.env, twilio(), new Date(Date.now() + 3_600_000), {
      afterSend: async () => {
        await callbackTo(post3().at(-1)!.form.StatusCallback!, { MessageSid: post3().at(-1)!.sid!, MessageStatus: 'queued', AccountSid: SID });
        throw new Error('killed before the ack');
      },
    })).rejects.toThrow('killed before the ack');
    await deliverSms(t.app.deps.db, t.app.deps.env, twilio(), new Date(Date.now() + 7_200_000));
    expect(post3()).toHaveLength(1);
    expect(await smsRow(third.id)).toMatchObject({ state: 'sent', maybe_duplicate: false, provider_id: post3()[0]!.sid });
  });
});

describe('SMS credit', () => {
  it('no credit: nothing is queued; crossing below 20 tells the staff once', async () => {
    await setBalance(0);
    expect(await queue('+48600100203', 'No credit')).toEqual({ ok: false, reason: 'no_credit' });
    await setBalance(20);
    expect(await queue('+48600100203', 'Ostatnia wiadomość przed niskim saldem')).toMatchObject({ ok: true, balance: 19 });
    await queue('+48600100203', 'And another');
    const told = await rows<{ n: number }>(sql`select count(distinct created_at)::int as n from notifications where venue_id = ${venue} and event = 'low_sms_credit'`);
    expect(told[0]!.n).toBe(1);
  });

});

describe('the demo', () => {
  it('bought a 500-credit pack and spent it on SMS reminders and booking messages (all in the seed’s transaction), each move in the ledger', async () => {
    const moves = await rows<{ delta: number; reason: string; balance: number }>(sql`select delta, reason, balance from sms_credit_moves where venue_id = ${venue}
      and created_at = (select min(created_at) from sms_credit_moves where venue_id = ${venue}) order by id`);
    expect(moves[0]).toMatchObject({ delta: 500, reason: 'purchase', balance: 500 });
    const spent = moves.filter((move) => move.reason === 'sms');
    expect(spent.length).toBeGreaterThanOrEqual(3);
    expect(spent.at(-1)!.balance).toBe(500 + spent.reduce((sum, move) => sum + move.delta, 0));
    const [paid] = await rows<{ status: string; amount: number }>(sql`select status, amount from payment_checkouts where venue_id = ${venue} and purpose = 'sms_pack'`);
    expect(paid).toMatchObject({ status: 'paid', amount: 3_900 });
    const told = await rows<{ event: string; channel: string; status: string }>(sql`select event, channel, status from event_messages where venue_id = ${venue} and sms_id is not null order by id limit 4`);
    expect(told.map((m) => m.event)).toEqual(expect.arrayContaining(['booking_made', 'booking_changed']));
    const reminded = await rows<{ n: number }>(sql`select count(*)::int as n from reminder_messages where venue_id = ${venue} and channel = 'sms' and sms_id is not null`);
    expect(reminded[0]!.n).toBeGreaterThan(0);
  });
});

describe('GET sms/history', () => {
  it('pages the venue’s SMS newest first in the spec’s shape (10 a page by default); another venue sees none of them', async () => {
    const first = await t.call('GET', 'sms/history', { token: owner });
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json<SmsHistoryResponse>();
    expect(page).toMatchObject({ current_page: 1, per_page: 10, from: 1 });
    expect(page.total).toBeGreaterThanOrEqual(6);
    expect(page.data[0]).toMatchObject({ kind: 'reminder', encoding: expect.any(String) });
    expect(page.data.some((row) => row.state === 'delivered')).toBe(true);
    const second = (await t.call('GET', 'sms/history', { token: owner, query: { page: '2', per_page: '10' } })).json<SmsHistoryResponse>();
    expect(second.current_page).toBe(2);
    expect((await t.call('GET', 'sms/history', { token: owner, query: { per_page: '7' } })).statusCode).toBe(422);
    const other = (await t.call('GET', 'sms/history', { token: await t.login('other') })).json<SmsHistoryResponse>();
    expect(other.total).toBe(0);
    const outbox = await t.call('GET', 'sms/outbox', { token: owner });
    expect(outbox.statusCode).toBe(200);
    expect((await t.call('GET', 'sms/history', { token: await t.login('staff') })).statusCode).toBe(403);
  });
});
