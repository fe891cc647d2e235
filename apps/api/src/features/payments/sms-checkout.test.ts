import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SMS_PACKS, type SmsBuyResponse, type SmsListResponse } from '@chairside/shared/sms';
import { useTestApp } from '../../test/test-app';
import { paymentsKit } from './payments.testkit';
import { deliverSandboxEvent } from './sandbox/sandbox-events';
import { SANDBOX_CARDS } from './sandbox/sandbox-cards';

/**
 * Buying SMS credit (spec §7 "SMS": GET sms/list, POST sms/buy as form data) on the sandbox provider:
 * the pack's hosted checkout, paid with a test card; the signed webhook adds the credit, once.
 */
const t = useTestApp();
const kit = paymentsKit(t);
let owner: string;
let venue: number;

const balance = async () => ((await t.database.db.execute(sql`select sms_amount from venues where id = ${venue}`)) as unknown as { rows: { sms_amount: number }[] }).rows[0]!.sms_amount;
const setBalance = (n: number) => t.database.db.execute(sql`update venues set sms_amount = ${n} where id = ${venue}`);

beforeAll(async () => {
  owner = await t.login('owner');
  venue = t.seed.salon.id;
});

describe('buying SMS credit through the sandbox', () => {
  it('GET sms/list: the packs and the balance in the envelope; POST sms/buy (form data) pays on the hosted checkout and the webhook adds the credit once', async () => {
    await setBalance(3);
    const list = await t.call('GET', 'sms/list', { token: owner });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<SmsListResponse>()).toMatchObject({ sms_amount: 3, data: SMS_PACKS.map((p) => ({ id: p.id, credits: p.credits, price: p.price, currency: 'EUR' })) });

    const form = new FormData();
    form.set('id', '2');
    const request = new Request('http://local/', { method: 'POST', body: form });
    const bought = await t.app.inject({
      method: 'POST', url: '/api/v1/b2b/sms/buy', payload: Buffer.from(await request.arrayBuffer()),
      headers: { authorization: `Bearer ${owner}`, 'content-type': request.headers.get('content-type')! },
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const { data } = bought.json<SmsBuyResponse>();
    expect(await kit.checkoutRow(data.id)).toMatchObject({ purpose: 'sms_pack', amount: 3_900, currency: 'EUR', status: 'open' });
    expect(await balance()).toBe(3);
    expect((await kit.pay(data.id, SANDBOX_CARDS.success)).statusCode).toBe(303);
    const events = await kit.eventsOf(data.id);
    for (const event of events) await deliverSandboxEvent(t.app.deps, event.id, kit.inject);
    expect(await balance()).toBe(503);
    // A redelivery is a duplicate: the credit is added once.
    for (const event of events) {
      await t.database.db.execute(sql`update sandbox_events set delivered_at = null where id = ${event.id}`);
      await deliverSandboxEvent(t.app.deps, event.id, kit.inject);
    }
    expect(await balance()).toBe(503);
    expect((await t.call('GET', 'sms/list', { token: owner })).json<SmsListResponse>().sms_amount).toBe(503);
  });

  it('refuses an unknown pack (422), a plain employee (403), and a declined card adds nothing', async () => {
    const url = '/api/v1/b2b/sms/buy';
    const form = (id: string) => ({ payload: new URLSearchParams({ id }).toString(), headers: { authorization: `Bearer ${owner}`, 'content-type': 'application/x-www-form-urlencoded' } });
    expect((await t.app.inject({ method: 'POST', url, ...form('99') })).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'POST', url, ...form('x') })).statusCode).toBe(422);
    const staff = await t.login('staff');
    expect((await t.call('POST', 'sms/buy', { token: staff, body: { id: 1 } })).statusCode).toBe(403);
    const before = await balance();
    const { data } = (await t.app.inject({ method: 'POST', url, ...form('1') })).json<SmsBuyResponse>();
    await kit.pay(data.id, SANDBOX_CARDS.decline);
    for (const event of await kit.eventsOf(data.id)) await deliverSandboxEvent(t.app.deps, event.id, kit.inject);
    expect(await balance()).toBe(before);
  });
});
