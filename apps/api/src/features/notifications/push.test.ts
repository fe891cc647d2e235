import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushPayload, PushPublicKeyResponse } from '@chairside/shared/push';
import type { Checkout } from '@chairside/shared/sales';
import { pushOutbox, pushSubscriptions, pushVapidKeys } from '../../db/schema/index';
import { useTestApp } from '../../test/test-app';
import { deliverPushes } from './push.delivery';
import { webPushSender, type PushSender } from './push.keys';

/**
 * Web Push at the HTTP edge and through its delivery job: the set-token call stores the browser's
 * subscription for the caller only; an event whose push channel is on puts a message in the push
 * outbox in the change's transaction; the sweep sends it with web-push (encrypted, VAPID-signed)
 * to a local push service exactly once, however often it runs, and drops a subscription that ended.
 */

const t = useTestApp();
const ece = createRequire(import.meta.url)('http_ece') as { decrypt(body: Buffer, params: object): Buffer };

let owner: string;
let manager: string;
let other: string;
beforeAll(async () => {
  [owner, manager, other] = await Promise.all([t.login('owner'), t.login('multi'), t.login('other')]);
});

/** A local push service (HTTPS, self-signed for 127.0.0.1): records each push; answers `status`. */
interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}
let service: https.Server;
let agent: https.Agent;
let origin: string;
const received: Received[] = [];
let status = 201;
beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'push-'));
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'), '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
  ], { stdio: 'ignore' });
  const cert = fs.readFileSync(path.join(dir, 'cert.pem'));
  service = https.createServer({ key: fs.readFileSync(path.join(dir, 'key.pem')), cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(service.address() as { port: number }).port}`;
  agent = new https.Agent({ ca: cert });
  fs.rmSync(dir, { recursive: true });
});
afterAll(() => new Promise<void>((resolve) => service.close(() => resolve())));

/** A browser's subscription: its own key pair and auth secret, on the local push service. */
function browser(name: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const subscription = { endpoint: `${origin}/push/${name}`, keys: { p256dh: ecdh.getPublicKey('base64url'), auth: auth.toString('base64url') } };
  const read = (push: Received) => JSON.parse(ece.decrypt(push.body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth.toString('base64url') }).toString()) as PushPayload;
  return { subscription, token: JSON.stringify(subscription), read };
}

const setToken = (token: string, webPushToken: unknown, lang?: string) => t.call('POST', 'web-push/set-token', { token, body: { web_push_token: webPushToken }, lang });
const sender = (): PushSender => webPushSender(t.database.db, 'Chairside <no-reply@chairside.local>', agent);
const subscriptionsAt = (endpoint: string) =>
  t.database.db.select({ venueId: pushSubscriptions.venueId, employeeId: pushSubscriptions.employeeId }).from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
async function employeeIdOf(token: string): Promise<number> {
  return (await t.call('GET', 'settings/initial', { token })).json<{ employee_id: number }>().employee_id;
}

const post = (path: string, body: unknown) => t.call('POST', path, { token: owner, body, headers: { 'idempotency-key': crypto.randomUUID() } });
/** A tracked product at 3 with reorder level 2, then one sold: low stock for the venue's staff. */
async function lowStock(name: string) {
  const stored = await post('products/store', { name, retail_price: 1000, reorder_level: 2, reorder_quantity: 6 });
  const id = stored.json<{ data: { id: number } }>().data.id;
  expect((await post('stock/adjust', { product_id: id, quantity: 3, kind: 'purchase_receipt' })).statusCode).toBe(200);
  const cart = await post('checkouts/store', { items: [{ kind: 'product', product_id: id, quantity: 1 }] });
  const checkout = cart.json<{ data: Checkout }>().data;
  expect((await post(`checkouts/pay/${checkout.id}`, { payments: [{ method: 'card', amount: checkout.totals.due }] })).statusCode).toBe(200);
}

describe('web-push/public-key', () => {
  it('answers the VAPID key made once and kept in the database', async () => {
    const first = await t.call('GET', 'web-push/public-key', { token: owner });
    expect(first.statusCode, first.body).toBe(200);
    const key = first.json<PushPublicKeyResponse>().public_key;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    expect((await t.call('GET', 'web-push/public-key', { token: other })).json<PushPublicKeyResponse>().public_key).toBe(key);
    expect(await t.database.db.select({ publicKey: pushVapidKeys.publicKey }).from(pushVapidKeys)).toEqual([{ publicKey: key }]);
  });
});

describe('web-push/set-token', () => {
  it('stores the browser for the caller in their venue; the same browser moves to whoever registers it next', async () => {
    const device = browser('desk-1');
    const stored = await setToken(owner, device.token);
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json()).toEqual({ message: 'Alerts are on for this device.' });
    expect(await subscriptionsAt(device.subscription.endpoint)).toEqual([{ venueId: t.seed.salon.id, employeeId: await employeeIdOf(owner) }]);
    expect((await setToken(owner, device.token)).statusCode).toBe(200);
    expect(await subscriptionsAt(device.subscription.endpoint)).toHaveLength(1);

    expect((await setToken(manager, device.token)).statusCode).toBe(200);
    expect(await subscriptionsAt(device.subscription.endpoint)).toEqual([{ venueId: t.seed.salon.id, employeeId: await employeeIdOf(manager) }]);
    expect((await setToken(other, device.token)).statusCode).toBe(200);
    expect(await subscriptionsAt(device.subscription.endpoint)).toEqual([{ venueId: t.seed.other.id, employeeId: await employeeIdOf(other) }]);
  });

  it('refuses what is no push subscription with 422 in the caller’s language, and needs a session', async () => {
    const device = browser('bad');
    for (const bad of ['not json', JSON.stringify({ endpoint: 'http://127.0.0.1/x', keys: device.subscription.keys }), JSON.stringify({ endpoint: device.subscription.endpoint })]) {
      const answer = await setToken(owner, bad, 'de');
      expect(answer.statusCode, answer.body).toBe(422);
      expect(answer.json()).toMatchObject({ errors: { web_push_token: ['Das Push-Abonnement dieses Browsers ist ungültig.'] } });
    }
    expect((await setToken(owner, 42)).statusCode).toBe(422);
    expect((await t.call('POST', 'web-push/set-token', { body: { web_push_token: device.token } })).statusCode).toBe(401);
  });
});

describe('push delivery', () => {
  it('sends an event to the subscribed employees whose push channel is on, once however often the sweep runs', async () => {
    const ownerId = await employeeIdOf(owner);
    const settings = await t.call('PUT', `notification-settings/employee/update/${ownerId}`, { token: owner, body: { value: { low_stock: { push: 1 } } } });
    expect(settings.statusCode, settings.body).toBe(200);
    const mine = browser('owner-phone');
    const managers = browser('manager-phone'); // the manager's push channel is off: nothing for her
    expect((await setToken(owner, mine.token)).statusCode).toBe(200);
    expect((await setToken(manager, managers.token)).statusCode).toBe(200);

    received.length = 0;
    await lowStock('Push test balm');
    const now = new Date(Date.now() + 1_000);
    const sent = await Promise.all([deliverPushes(t.database.db, sender(), now), deliverPushes(t.database.db, sender(), now)]);
    expect(sent[0] + sent[1]).toBe(1);
    expect(await deliverPushes(t.database.db, sender(), new Date(now.getTime() + 120_000))).toBe(0);

    expect(received).toHaveLength(1);
    const [push] = received;
    expect(push!.path).toBe('/push/owner-phone');
    expect(push!.headers).toMatchObject({ 'content-encoding': 'aes128gcm', urgency: 'high', ttl: '86400' });
    expect(String(push!.headers.authorization)).toMatch(/^vapid t=.+, k=.+$/);
    const payload = mine.read(push!);
    expect(payload).toEqual({ id: expect.any(String), event: 'low_stock', title: 'Low stock: Push test balm', body: '2 left (reorder level 2).', link: '/inventory/stock?low=1' });
    expect(push!.headers.topic).toBe(`n${payload.id}`);
    const [row] = await t.database.db.select().from(pushOutbox).where(eq(pushOutbox.id, Number(payload.id)));
    expect(row).toMatchObject({ state: 'sent', attempts: 1, maybeDuplicate: false });
  });

  it('sends again, marked a possible duplicate, only when a sweep died between the push and its record', async () => {
    received.length = 0;
    await lowStock('Push test crash');
    const now = new Date(Date.now() + 1_000);
    await expect(deliverPushes(t.database.db, sender(), now, { afterSend: () => { throw new Error('killed'); } })).rejects.toThrow('killed');
    expect(await deliverPushes(t.database.db, sender(), new Date(now.getTime() + 30_000))).toBe(0);
    expect(await deliverPushes(t.database.db, sender(), new Date(now.getTime() + 61_000))).toBe(1);
    expect(received).toHaveLength(2);
    expect(received[1]!.headers.topic).toBe(received[0]!.headers.topic);
    const [row] = await t.database.db.select().from(pushOutbox).where(and(eq(pushOutbox.state, 'sent'), eq(pushOutbox.maybeDuplicate, true)));
    expect(row).toMatchObject({ attempts: 2 });
  });

  it('forgets a subscription the push service says has ended; retries one it refused for now', async () => {
    const ended = browser('owner-old-laptop');
    expect((await setToken(owner, ended.token)).statusCode).toBe(200);
    received.length = 0;
    status = 500;
    await lowStock('Push test refused');
    const now = new Date(Date.now() + 1_000);
    expect(await deliverPushes(t.database.db, sender(), now)).toBe(0);
    const pending = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(pushOutbox).where(eq(pushOutbox.state, 'pending'));
    expect(pending[0]!.n).toBeGreaterThan(0);
    status = 410;
    expect(await deliverPushes(t.database.db, sender(), new Date(now.getTime() + 3_600_000))).toBe(0);
    status = 201;
    expect(await subscriptionsAt(ended.subscription.endpoint)).toEqual([]);
  });
});
