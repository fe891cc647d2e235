import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Checkout } from '@chairside/shared/sales';
import type { CardRefundResponse, TillCardServiceResponse } from '@chairside/shared/sales-card';
import { DEFAULT_CARD_FLOWS } from '@chairside/shared/payments';
import { useTestApp } from '../../test/test-app';
import { SANDBOX_CARDS } from './sandbox/sandbox-cards';
import { tillCardKit } from './till-card.testkit';

/**
 * Chairside Pay at the till (issue 17), at the HTTP edge on the sandbox provider: the hosted page or a
 * pay-by-link (SMS, e-mail: once, through the outboxes), the sale written by the provider's webhook
 * (once per event id, in any order), the refund to the card recorded when the provider confirms it,
 * the flow switches, an account not active, and another venue's ids. Demo Salon's card service is
 * seeded active; Other Venue's is not connected.
 */
const t = useTestApp({ now: () => new Date('2027-03-10T15:00:00Z') });
const { kit, tokens, rows, key, post, walkIn, sessionOf, deliverAll, detail, sale, lateRefunds } = tillCardKit(t);
const setFlows = async (flows: Partial<typeof DEFAULT_CARD_FLOWS>, token = tokens.owner) => {
  const response = await post('payments/card-service/update', { flows: { ...DEFAULT_CARD_FLOWS, ...flows } }, token);
  expect(response.statusCode, response.body).toBe(200);
};

describe('Chairside Pay at the till', () => {
  it('sends a pay-by-link by SMS once, waits, and the webhook makes the sale paid by card_service', async () => {
    const cart = await walkIn();
    expect((await t.call('GET', `checkouts/card-service?checkout_id=${cart.id}`, { token: tokens.owner })).json<TillCardServiceResponse>().data).toEqual({ available: true, reason: null });
    const headers = key();
    const first = await post(`checkouts/card/${cart.id}`, { channel: 'sms', phone: '+44 7700 900123' }, tokens.owner, headers);
    expect(first.statusCode, first.body).toBe(200);
    // A retried request (same key) replays the answer: one session, one SMS.
    const again = await post(`checkouts/card/${cart.id}`, { channel: 'sms', phone: '+44 7700 900123' }, tokens.owner, headers);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const waiting = first.json<{ data: Checkout }>().data;
    expect(waiting).toMatchObject({ status: 'awaiting_card', card_payment: { channel: 'sms', sent_to: '+44 7700 900123', amount: 4500 } });
    const sms = await rows<{ body: string }>(sql`select body from sms_outbox where venue_id = ${t.seed.salon.id} and kind = 'pay_link'`);
    expect(sms).toHaveLength(1);
    expect(sms[0]!.body).toContain(waiting.card_payment!.url);

    // While it waits, the cart cannot change or be paid at the desk.
    const change = await post(`checkouts/update/${cart.id}`, { items: [{ kind: 'custom', name: 'Blow-dry', unit_price: 100 }] });
    expect(change.statusCode).toBe(422);
    expect((await post(`checkouts/pay/${cart.id}`, { payments: [{ method: 'cash', amount: 4500 }] })).statusCode).toBe(422);
    // Nor may anyone type the card service in as a method.
    const other = await walkIn();
    const typed = await post(`checkouts/pay/${other.id}`, { payments: [{ method: 'card_service', amount: 4500 }] });
    expect(typed.statusCode).toBe(422);

    const session = await sessionOf(cart.id);
    expect((await kit.pay(session, SANDBOX_CARDS.success)).statusCode).toBe(303);
    expect((await detail(cart.id)).status, 'nothing before the webhook').toBe('awaiting_card');
    await deliverAll(session);
    const paid = await detail(cart.id);
    expect(paid).toMatchObject({ status: 'paid', card_payment: null });
    const document = await sale(paid.sale_id!);
    expect(document.payments).toEqual([{ method: 'card_service', amount: 4500, tendered: 0, change: 0 }]);
    expect(document.employee_name).not.toBeNull();
  });

  it('sends the link by e-mail to the customer once', async () => {
    const cart = await walkIn();
    const response = await post(`checkouts/card/${cart.id}`, { channel: 'email' }, tokens.owner, key(), 'de');
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<{ data: Checkout; message: string }>();
    const mails = await rows<{ to: string; text: string }>(sql`select "to", text from mail_outbox where venue_id = ${t.seed.salon.id} and text like ${`%${data.card_payment!.url}%`}`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(data.card_payment!.sent_to);
  });

  it('opens the hosted page at the desk; duplicate and out-of-order events make one sale', async () => {
    const cart = await walkIn();
    const response = await post(`checkouts/card/${cart.id}`, { channel: 'desk' });
    expect(response.statusCode, response.body).toBe(200);
    const session = await sessionOf(cart.id);
    // A declined card first, then the success card: two events.
    expect((await kit.pay(session, SANDBOX_CARDS.decline)).statusCode).toBe(402);
    expect((await kit.pay(session, SANDBOX_CARDS.success)).statusCode).toBe(303);
    const events = await kit.eventsOf(session);
    expect(events.map((event) => event.type)).toEqual(['checkout.session.payment_failed', 'checkout.session.completed']);
    // Newest first, each twice.
    const outcomes = [];
    for (const event of [...events].reverse().flatMap((event) => [event, event])) outcomes.push((await kit.deliver(event.payload)).json<{ outcome: string }>().outcome);
    expect(outcomes).toEqual(['applied', 'duplicate', 'unchanged', 'duplicate']);
    const sales = await rows<{ n: number }>(sql`select count(*)::int as n from sales where venue_id = ${t.seed.salon.id} and checkout_id = ${cart.id}`);
    expect(sales[0]!.n).toBe(1);
    expect((await detail(cart.id)).status).toBe('paid');
  });

  it('refunds to the card through the provider, recorded when the provider confirms (once)', async () => {
    const cart = await walkIn(tokens.owner, [{ kind: 'custom', name: 'Cut', unit_price: 3000 }, { kind: 'custom', name: 'Mask', unit_price: 1500 }]);
    await post(`checkouts/card/${cart.id}`, { channel: 'desk' });
    const session = await sessionOf(cart.id);
    await kit.pay(session, SANDBOX_CARDS.success);
    await deliverAll(session);
    const saleId = (await detail(cart.id)).sale_id!;
    const paid = await sale(saleId);
    // Not by the desk's refund, nor voided: the money is on the card.
    expect((await post(`sales/refund/${saleId}`, { method: 'card_service', reason: 'x' })).statusCode).toBe(422);
    expect((await post(`sales/void/${saleId}`, { reason: 'x' })).statusCode).toBe(422);

    const mask = paid.lines.find((line) => line.name === 'Mask')!;
    const asked = await post(`sales/card-refund/${saleId}`, { lines: [{ line_id: mask.id, quantity: 1 }], reason: 'Allergic reaction' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json<CardRefundResponse>().data).toMatchObject({ amount: 1500, status: 'requested', refund_id: null });
    // One request waits at a time.
    expect((await post(`sales/card-refund/${saleId}`, { reason: 'again' })).statusCode).toBe(422);
    expect((await sale(saleId)).corrections, 'nothing until the provider confirms').toEqual([]);

    const events = await kit.eventsOf(session);
    const refunded = events.filter((event) => event.type === 'charge.refunded');
    expect(refunded).toHaveLength(1);
    expect((await kit.deliver(refunded[0]!.payload)).json<{ outcome: string }>().outcome).toBe('applied');
    expect((await kit.deliver(refunded[0]!.payload)).json<{ outcome: string }>().outcome).toBe('duplicate');
    const after = await sale(saleId);
    expect(after.corrections).toHaveLength(1);
    const refund = await sale(after.corrections[0]!.id);
    expect(refund).toMatchObject({ kind: 'refund', total: -1500 });
    expect(refund.payments).toEqual([{ method: 'card_service', amount: -1500, tendered: 0, change: 0 }]);
    const [request] = await rows<{ status: string; refund_id: number }>(sql`select status, refund_id from sale_card_refunds where sale_id = ${saleId}`);
    expect(request).toEqual({ status: 'recorded', refund_id: refund.id });
    // The rest, then nothing more than the card paid.
    expect((await post(`sales/card-refund/${saleId}`, { reason: 'Goodwill' })).json<CardRefundResponse>().data.amount).toBe(3000);
    await deliverAll(session);
    expect((await sale(saleId)).refundable).toBe(0);
    expect((await post(`sales/card-refund/${saleId}`, { reason: 'more' })).statusCode).toBe(422);
  });

  it('invoices no sale while its card refund waits; one invoiced meanwhile gets its invoice cancelled when the provider confirms', async () => {
    const cart = await walkIn();
    await post(`checkouts/card/${cart.id}`, { channel: 'desk' });
    const session = await sessionOf(cart.id);
    await kit.pay(session, SANDBOX_CARDS.success);
    await deliverAll(session);
    const paid = await detail(cart.id);
    const number = (await sale(paid.sale_id!)).number;
    expect((await post(`sales/card-refund/${paid.sale_id}`, { reason: 'Changed her mind' })).statusCode).toBe(200);
    const company = { company_name: 'Vos Hair BV', tax_number: 'NL123456789B01', address: 'Damrak 1', postcode: '1012 LG', city: 'Amsterdam', country: 'NL' };
    const refused = await post('invoices/store', { ...company, customer_id: paid.customer_id, sale_ids: [paid.sale_id] }, tokens.owner, key(), 'nld');
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ errors: Record<string, string[]> }>().errors.sale_ids![0]).toContain(`verkoop ${number}`);
    const candidates = (await t.call('GET', `invoices/sales?customer_id=${paid.customer_id}`, { token: tokens.owner })).json<{ data: { id: number }[] }>().data;
    expect(candidates.map((row) => row.id)).not.toContain(paid.sale_id);

    // A request left waiting on a sale invoiced before invoicing waited for the provider (as an older release allowed).
    await t.database.db.execute(sql`update sale_card_refunds set status = 'recorded' where sale_id = ${paid.sale_id}`);
    const invoiced = await post('invoices/store', { ...company, customer_id: paid.customer_id, sale_ids: [paid.sale_id] });
    expect(invoiced.statusCode, invoiced.body).toBe(200);
    await t.database.db.execute(sql`update sale_card_refunds set status = 'requested' where sale_id = ${paid.sale_id}`);
    const refunded = (await kit.eventsOf(session)).filter((event) => event.type === 'charge.refunded');
    expect((await kit.deliver(refunded[0]!.payload)).json<{ outcome: string }>().outcome).toBe('applied');
    expect((await kit.deliver(refunded[0]!.payload)).json<{ outcome: string }>().outcome).toBe('duplicate');
    // The money is back on the card: the refund document is written and the request closed; the invoice that no longer holds is cancelled, saying why.
    const after = await sale(paid.sale_id!);
    expect(after.corrections).toHaveLength(1);
    expect(after.invoice).toBeNull();
    expect(await sale(after.corrections[0]!.id)).toMatchObject({ kind: 'refund', total: -4500 });
    const [request] = await rows<{ status: string; refund_id: number }>(sql`select status, refund_id from sale_card_refunds where sale_id = ${paid.sale_id}`);
    expect(request).toEqual({ status: 'recorded', refund_id: after.corrections[0]!.id });
    const invoice = (await t.call('GET', `invoices/detail/${invoiced.json<{ data: { id: number } }>().data.id}`, { token: tokens.owner })).json<{ data: { status: string; cancel_reason: string } }>().data;
    expect(invoice.status).toBe('cancelled');
    expect(invoice.cancel_reason).toContain('refund of');
  });

  it('a payment that arrives after the desk stopped waiting is sent back, and the cart is paid otherwise', async () => {
    const cart = await walkIn();
    await post(`checkouts/card/${cart.id}`, { channel: 'desk' });
    const session = await sessionOf(cart.id);
    const stopped = await post(`checkouts/card/cancel/${cart.id}`, {});
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json<{ data: Checkout }>().data.status).toBe('open');
    expect((await post(`checkouts/pay/${cart.id}`, { payments: [{ method: 'cash', amount: 4500 }] })).statusCode).toBe(200);
    await kit.pay(session, SANDBOX_CARDS.success);
    await deliverAll(session);
    expect(await lateRefunds(session)).toHaveLength(1);
    const [card] = await rows<{ status: string }>(sql`select status from till_card_payments where session_id = ${session}`);
    expect(card!.status).toBe('refunded');
    const sales = await rows<{ n: number }>(sql`select count(*)::int as n from sales where venue_id = ${t.seed.salon.id} and checkout_id = ${cart.id}`);
    expect(sales[0]!.n).toBe(1);
  });

  it('offers no card while the flow is switched off: checkout for services, vouchers for a voucher sold', async () => {
    const cart = await walkIn();
    await setFlows({ checkout: false });
    expect((await t.call('GET', `checkouts/card-service?checkout_id=${cart.id}`, { token: tokens.owner })).json<TillCardServiceResponse>().data).toEqual({ available: false, reason: 'flow_off' });
    const refused = await post(`checkouts/card/${cart.id}`, { channel: 'desk' }, tokens.owner, key(), 'fr-fr');
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ errors: Record<string, string[]> }>().errors.channel![0]).toContain('désactivé');
    await setFlows({ vouchers: false });
    const voucher = await walkIn(tokens.owner, [{ kind: 'voucher', unit_price: 5000 }]);
    expect((await t.call('GET', `checkouts/card-service?checkout_id=${voucher.id}`, { token: tokens.owner })).json<TillCardServiceResponse>().data.reason).toBe('flow_off');
    expect((await post(`checkouts/card/${voucher.id}`, { channel: 'desk' })).statusCode).toBe(422);
    await setFlows({});
    expect((await t.call('GET', `checkouts/card-service?checkout_id=${voucher.id}`, { token: tokens.owner })).json<TillCardServiceResponse>().data.available).toBe(true);
  });

  it('refuses cards with a 422 in the user’s language while the venue’s card account is not active', async () => {
    const cart = await walkIn(tokens.other);
    const none = await post(`checkouts/card/${cart.id}`, { channel: 'desk' }, tokens.other, key(), 'es-es');
    expect(none.statusCode).toBe(422);
    expect(none.json<{ errors: Record<string, string[]> }>().errors.channel![0]).toContain('configurado');
    expect((await t.call('POST', 'payments/connect/link', { token: tokens.other })).statusCode).toBe(200);
    const pending = await post(`checkouts/card/${cart.id}`, { channel: 'desk' }, tokens.other, key(), 'de');
    expect(pending.statusCode).toBe(422);
    expect(pending.json<{ errors: Record<string, string[]> }>().errors.channel![0]).toContain('Einrichtung');
    expect((await t.call('GET', `checkouts/card-service?checkout_id=${cart.id}`, { token: tokens.other })).json<TillCardServiceResponse>().data).toEqual({ available: false, reason: 'pending' });
  });

  it('answers 404 for another venue’s checkout or sale', async () => {
    const cart = await walkIn();
    expect((await post(`checkouts/card/${cart.id}`, { channel: 'desk' }, tokens.other)).statusCode).toBe(404);
    expect((await post(`checkouts/card/cancel/${cart.id}`, {}, tokens.other)).statusCode).toBe(404);
    expect((await t.call('GET', `checkouts/card-service?checkout_id=${cart.id}`, { token: tokens.other })).statusCode).toBe(404);
    const [paid] = await rows<{ sale_id: number }>(sql`select sale_id from till_card_payments where venue_id = ${t.seed.salon.id} and status = 'paid' limit 1`);
    expect((await post(`sales/card-refund/${paid!.sale_id}`, { reason: 'x' }, tokens.other)).statusCode).toBe(404);
  });
});
