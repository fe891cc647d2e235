import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Checkout } from '@chairside/shared/sales';
import type { CardRefundResponse } from '@chairside/shared/sales-card';
import { useTestApp } from '../../test/test-app';
import { SANDBOX_CARDS } from './sandbox/sandbox-cards';
import { tillCardKit } from './till-card.testkit';

/**
 * Chairside Pay split with the desk's other methods (issue 17), at the HTTP edge on the sandbox
 * provider: the card takes its part, the desk's other payments wait with it and the provider's webhook
 * writes one sale with all of them; a split that does not add up is refused in the user's language;
 * stopping the wait drops the other payments; refunds go back to the card (never more than it paid)
 * and to cash as the till gives cash back.
 */
const t = useTestApp({ now: () => new Date('2027-03-10T15:00:00Z') });
const { kit, tokens, rows, key, post, walkIn, sessionOf, deliverAll, detail, sale, lateRefunds } = tillCardKit(t);

describe('Chairside Pay split with the desk', () => {
  it('splits with cash: the card takes its part, the webhook writes one sale with both payments, refunds go back each their way', async () => {
    const cart = await walkIn(tokens.owner, [{ kind: 'custom', name: 'Cut', unit_price: 3000 }, { kind: 'custom', name: 'Mask', unit_price: 1500 }]);
    const errors = (response: Awaited<ReturnType<typeof post>>) => response.json<{ errors: Record<string, string[]> }>().errors;
    // Splits the server does not add up to what it computes is due: 422 in the user's language, nothing asked of the provider.
    const tooMuch = await post(`checkouts/card/${cart.id}`, { channel: 'desk', amount: 4501 }, tokens.owner, key(), 'pl');
    expect(tooMuch.statusCode).toBe(422);
    expect(errors(tooMuch).amount![0]).toContain('kartą');
    const nothingOnCard = await post(`checkouts/card/${cart.id}`, { channel: 'desk', payments: [{ method: 'cash', amount: 4500 }] }, tokens.owner, key(), 'de');
    expect(nothingOnCard.statusCode).toBe(422);
    expect(errors(nothingOnCard).amount![0]).toContain('Karte');
    const short = await post(`checkouts/card/${cart.id}`, { channel: 'desk', amount: 3000, payments: [{ method: 'cash', amount: 1000 }] });
    expect(short.statusCode).toBe(422);
    expect(Object.keys(errors(short))).toEqual(['payments']);
    const voucher = await post(`checkouts/card/${cart.id}`, { channel: 'desk', amount: 3000, payments: [{ method: 'voucher', amount: 1500, voucher_code: 'ABCD-EFGH' }] }, tokens.owner, key(), 'fr-fr');
    expect(voucher.statusCode).toBe(422);
    expect(errors(voucher)['payments.0.method']![0]).toContain('cartes cadeaux');
    const typed = await post(`checkouts/card/${cart.id}`, { channel: 'desk', amount: 3000, payments: [{ method: 'card_service', amount: 1500 }] });
    expect(typed.statusCode).toBe(422);
    expect(await rows(sql`select id from till_card_payments where checkout_id = ${cart.id}`)).toEqual([]);
    expect((await detail(cart.id)).status).toBe('open');

    const headers = key();
    const body = { channel: 'desk', amount: 3000, payments: [{ method: 'cash', amount: 1500, tendered: 2000 }] };
    const first = await post(`checkouts/card/${cart.id}`, body, tokens.owner, headers);
    expect(first.statusCode, first.body).toBe(200);
    // A retried request (same key) replays the answer: one session at the provider, for the card's part only.
    expect((await post(`checkouts/card/${cart.id}`, body, tokens.owner, headers)).json()).toEqual(first.json());
    expect(first.json<{ data: Checkout }>().data).toMatchObject({
      status: 'awaiting_card', card_payment: { amount: 3000, payments: [{ method: 'cash', amount: 1500, tendered: 2000 }] },
    });
    const session = await sessionOf(cart.id);
    expect(await rows(sql`select amount from payment_checkouts where session_id = ${session}`)).toEqual([{ amount: 3000 }]);
    expect(await rows(sql`select count(*)::int as n from till_card_payments where checkout_id = ${cart.id}`)).toEqual([{ n: 1 }]);

    expect((await kit.pay(session, SANDBOX_CARDS.success)).statusCode).toBe(303);
    const events = await kit.eventsOf(session);
    for (const event of [...events, ...events]) await kit.deliver(event.payload);
    const paid = await detail(cart.id);
    expect(paid.status).toBe('paid');
    expect(await rows(sql`select count(*)::int as n from sales where venue_id = ${t.seed.salon.id} and checkout_id = ${cart.id}`)).toEqual([{ n: 1 }]);
    const document = await sale(paid.sale_id!);
    expect(document.payments).toEqual([
      { method: 'cash', amount: 1500, tendered: 2000, change: 500 },
      { method: 'card_service', amount: 3000, tendered: 0, change: 0 },
    ]);
    expect(document.payments.reduce((sum, payment) => sum + payment.amount, 0)).toBe(document.total);

    // The card gets back at most what it paid; the cash part goes back as the till gives cash back.
    expect((await post(`sales/card-refund/${document.id}`, { reason: 'All of it' })).statusCode).toBe(422);
    const mask = document.lines.find((line) => line.name === 'Mask')!;
    const cash = await post(`sales/refund/${document.id}`, { lines: [{ line_id: mask.id, quantity: 1 }], method: 'cash', reason: 'Mask not done' });
    expect(cash.statusCode, cash.body).toBe(200);
    const card = await post(`sales/card-refund/${document.id}`, { reason: 'Cut redone elsewhere' });
    expect(card.json<CardRefundResponse>().data).toMatchObject({ amount: 3000, status: 'requested' });
    await deliverAll(session);
    const after = await sale(document.id);
    expect(after.refundable).toBe(0);
    const back = await Promise.all(after.corrections.map((correction) => sale(correction.id)));
    expect(back.map((refund) => refund.payments)).toEqual([
      [{ method: 'cash', amount: -1500, tendered: 0, change: 0 }],
      [{ method: 'card_service', amount: -3000, tendered: 0, change: 0 }],
    ]);
  });

  it('takes what the other payments leave for the card; stopping the wait drops them', async () => {
    const cart = await walkIn();
    const started = await post(`checkouts/card/${cart.id}`, { channel: 'desk', payments: [{ method: 'card', amount: 1000 }] });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json<{ data: Checkout }>().data.card_payment).toMatchObject({ amount: 3500, payments: [{ method: 'card', amount: 1000, tendered: null }] });
    const session = await sessionOf(cart.id);
    const stopped = await post(`checkouts/card/cancel/${cart.id}`, {});
    expect(stopped.json<{ data: Checkout }>().data).toMatchObject({ status: 'open', card_payment: null });
    // Paid otherwise at the desk: only what the desk takes now; the card paid late goes back whole.
    const paid = await post(`checkouts/pay/${cart.id}`, { payments: [{ method: 'cash', amount: 4500 }] });
    expect(paid.statusCode, paid.body).toBe(200);
    await kit.pay(session, SANDBOX_CARDS.success);
    await deliverAll(session);
    const document = await sale((await detail(cart.id)).sale_id!);
    expect(document.payments).toEqual([{ method: 'cash', amount: 4500, tendered: 0, change: 0 }]);
    expect(await rows(sql`select status from till_card_payments where session_id = ${session}`)).toEqual([{ status: 'refunded' }]);
    expect(await lateRefunds(session)).toHaveLength(1);
  });
});
