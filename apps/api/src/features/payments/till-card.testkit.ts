import { sql } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import type { Checkout, SaleDetail } from '@chairside/shared/sales';
import type { TestApp } from '../../test/test-app';
import { paymentsKit } from './payments.testkit';
import { deliverSandboxEvent } from './sandbox/sandbox-events';

/**
 * Helpers for the tests of Chairside Pay at the till (till-card, till-card-split): the owner's and
 * Other Venue's sessions, walk-in carts, the cart's provider session and its sandbox events delivered.
 */
export function tillCardKit(t: TestApp) {
  const kit = paymentsKit(t);
  const tokens = { owner: '', other: '' };
  beforeAll(async () => {
    tokens.owner = await t.login('owner');
    tokens.other = await t.login('other');
  });
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const key = () => ({ 'idempotency-key': crypto.randomUUID() });
  const post = (path: string, body: unknown, token = tokens.owner, headers: Record<string, string> = key(), lang?: string) =>
    t.call('POST', path, { token, body, headers, ...(lang ? { lang } : {}) });
  return {
    kit, tokens, rows, key, post,
    walkIn: async (token = tokens.owner, items: unknown[] = [{ kind: 'custom', name: 'Blow-dry', unit_price: 4500 }]) => {
      const customerId = token === tokens.owner ? (await rows<{ id: number }>(sql`select id from customers where venue_id = ${t.seed.salon.id} and email <> '' order by id limit 1`))[0]!.id : null;
      const response = await post('checkouts/store', { items, customer_id: customerId }, token);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: Checkout }>().data;
    },
    sessionOf: async (checkoutId: number) => (await rows<{ session_id: string }>(sql`select session_id from till_card_payments where checkout_id = ${checkoutId} order by id desc limit 1`))[0]!.session_id,
    /** Delivers every sandbox event of the session not yet delivered, as its job would. */
    deliverAll: async (sessionId: string) => {
      for (const event of await kit.eventsOf(sessionId)) await deliverSandboxEvent(t.app.deps, event.id, kit.inject);
    },
    detail: async (id: number) => (await t.call('GET', `checkouts/detail/${id}`, { token: tokens.owner })).json<{ data: Checkout }>().data,
    sale: async (id: number) => (await t.call('GET', `sales/detail/${id}`, { token: tokens.owner })).json<{ data: SaleDetail }>().data,
    /** The late-refund jobs queued for the provider session's checkout. */
    lateRefunds: (sessionId: string) =>
      rows<{ data: { checkout_id: number } }>(sql`select data from pgboss.job where name = 'sales-card-late-refund' and data->>'checkout_id' = (select id::text from payment_checkouts where session_id = ${sessionId})`),
  };
}
