import { beforeAll, describe, expect, it } from 'vitest';
import type { NotificationResponse, NotificationsResponse } from '@chairside/shared/notifications';
import type { Checkout } from '@chairside/shared/sales';
import { useTestApp } from '../../test/test-app';

/**
 * The bell at the HTTP edge: a sale that takes a product to its reorder level tells the staff whose
 * settings have low stock in the app (owner and manager by default, not a stylist), once per
 * crossing; each reads their own, in their language; opening one marks it read; nobody reads
 * another's, and another venue's ids are 404.
 */

const t = useTestApp();
let owner: string;
let manager: string;
let stylist: string;
let other: string;
beforeAll(async () => {
  [owner, manager, stylist, other] = await Promise.all([t.login('owner'), t.login('multi'), t.login('staff'), t.login('other')]);
});

const post = (path: string, body: unknown) => t.call('POST', path, { token: owner, body, headers: { 'idempotency-key': crypto.randomUUID() } });
const bell = async (token: string, lang?: string) => {
  const response = await t.call('GET', 'notifications', { token, lang });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NotificationsResponse>();
};
const about = (list: NotificationsResponse, product: string) => list.data.filter((item) => item.title.includes(product));

async function productWith(name: string, onHand: number, reorderLevel: number): Promise<number> {
  const stored = await post('products/store', { name, retail_price: 1000, reorder_level: reorderLevel, reorder_quantity: 6 });
  expect(stored.statusCode, stored.body).toBe(200);
  const id = stored.json<{ data: { id: number } }>().data.id;
  expect((await post('stock/adjust', { product_id: id, quantity: onHand, kind: 'purchase_receipt' })).statusCode).toBe(200);
  return id;
}
async function sell(productId: number, quantity: number) {
  const cart = await post('checkouts/store', { items: [{ kind: 'product', product_id: productId, quantity }] });
  expect(cart.statusCode, cart.body).toBe(200);
  const checkout = cart.json<{ data: Checkout }>().data;
  return (await post(`checkouts/pay/${checkout.id}`, { payments: [{ method: 'card', amount: checkout.totals.due }] })).statusCode;
}

describe('the bell', () => {
  it('tells the owner and the manager about low stock once per crossing, in their language, and not the stylist', async () => {
    const name = 'Bell test mask';
    const id = await productWith(name, 4, 2);
    expect(await sell(id, 1)).toBe(200); // 4 → 3: above the level
    expect(about(await bell(owner), name)).toEqual([]);
    const unreadBefore = (await bell(owner)).unread;

    expect(await sell(id, 1)).toBe(200); // 3 → 2: crosses
    expect(await sell(id, 1)).toBe(200); // 2 → 1: still under, nothing new
    const mine = await bell(owner);
    expect(about(mine, name)).toEqual([
      expect.objectContaining({ event: 'low_stock', title: `Low stock: ${name}`, body: '2 left (reorder level 2).', link: '/inventory/stock?low=1', read: 0 }),
    ]);
    expect(mine.unread).toBe(unreadBefore + 1);
    expect(about(await bell(manager), name)).toHaveLength(1);
    expect(about(await bell(stylist), name)).toEqual([]);
    expect(about(await bell(owner, 'de'), `Niedriger Bestand: ${name}`)).toHaveLength(1);
  });

  it('marks one read when it is opened, and all at once; nobody opens another employee’s or venue’s', async () => {
    const id = await productWith('Bell test serum', 3, 2);
    expect(await sell(id, 1)).toBe(200);
    const [item] = about(await bell(owner), 'Bell test serum');
    const before = (await bell(owner)).unread;

    const opened = await t.call('GET', `notifications/${item!.id}`, { token: owner });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json<NotificationResponse>().data).toMatchObject({ id: item!.id, read: 1 });
    expect((await bell(owner)).unread).toBe(before - 1);
    expect((await t.call('GET', `notifications/${item!.id}`, { token: owner })).json<NotificationResponse>().data.read).toBe(1);

    // The manager was told too, in a row of her own: the owner's id is not hers, nor Other Venue's.
    const [hers] = about(await bell(manager), 'Bell test serum');
    expect(hers!.id).not.toBe(item!.id);
    expect((await t.call('GET', `notifications/${hers!.id}`, { token: owner })).statusCode).toBe(404);
    expect((await t.call('GET', `notifications/${item!.id}`, { token: other })).statusCode).toBe(404);
    expect(about(await bell(manager), 'Bell test serum')[0]!.read).toBe(0);

    const all = await t.call('POST', 'notifications/read-all', { token: manager });
    expect(all.statusCode, all.body).toBe(200);
    expect((await bell(manager)).unread).toBe(0);
    expect((await bell(owner)).unread).toBe(before - 1);
  });

  it('needs a session', async () => {
    expect((await t.call('GET', 'notifications')).statusCode).toBe(401);
  });
});
