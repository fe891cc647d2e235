import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeAccount } from './stripe.fake-accounts';

/**
 * A local stand-in for the part of Stripe's REST API the adapter uses (tests only; the SDK is pointed
 * at it with its host/port/protocol options, so no test reaches the network). Form-encoded requests,
 * bearer auth with the secret key; every request is recorded with its parsed form, query and
 * Idempotency-Key. A payment method whose id contains "declines" is refused with Stripe's 402 card
 * error. An idempotency key asked again answers the first answer, as Stripe does. Connected accounts
 * (Connect) open at the `onboarding` stage of stripe.fake-accounts.ts; a test moves one on by
 * replacing its entry in `accounts`. A checkout session remembers the account it pays (destination
 * charge), which its payment intent then shows (`transfer_data`), as Stripe's does.
 */
export interface FakeStripeRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  form: Record<string, string>;
  auth: string;
  idempotencyKey: string | undefined;
}
export interface FakeStripe {
  url: string;
  requests: FakeStripeRequest[];
  /** Metadata the next listed/retrieved session carries (what the adapter copied at creation). */
  sessionMetadata: Record<string, string>;
  /** Connected accounts by id, as GET /v1/accounts/{id} answers them. */
  accounts: Map<string, object>;
  close(): Promise<void>;
}

const card = (id: string) => ({ id, object: 'payment_method', type: 'card', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 } });

export async function startFakeStripe(secretKey: string): Promise<FakeStripe> {
  const fake: Omit<FakeStripe, 'url' | 'close'> = { requests: [], sessionMetadata: {}, accounts: new Map() };
  const replays = new Map<string, { status: number; json: object }>();
  /** The connected account each checkout session pays (payment_intent_data[transfer_data][destination]). */
  const destinations = new Map<string, string>();
  let counter = 0;
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const recorded: FakeStripeRequest = {
        method: request.method ?? '', path: url.pathname, query: Object.fromEntries(url.searchParams), form: Object.fromEntries(new URLSearchParams(body)),
        auth: request.headers.authorization ?? '', idempotencyKey: request.headers['idempotency-key'] as string | undefined,
      };
      fake.requests.push(recorded);
      const answer = (status: number, json: object) => {
        if (recorded.idempotencyKey && recorded.method === 'POST') replays.set(recorded.idempotencyKey, { status, json });
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++counter}` });
        response.end(JSON.stringify(json));
      };
      if (recorded.auth !== `Bearer ${secretKey}`) return answer(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      const replay = recorded.method === 'POST' && recorded.idempotencyKey ? replays.get(recorded.idempotencyKey) : undefined;
      if (replay) return answer(replay.status, replay.json);
      const { form } = recorded;
      const route = `${recorded.method} ${url.pathname}`;
      const n = ++counter;
      if (route === 'POST /v1/customers') return answer(200, { id: `cus_${n}`, object: 'customer' });
      if (route === 'POST /v1/checkout/sessions') {
        const id = `cs_test_${n}`;
        const destination = form['payment_intent_data[transfer_data][destination]'];
        if (destination) destinations.set(id, destination);
        return answer(200, { id, object: 'checkout.session', mode: form.mode, customer: form.customer, url: `https://checkout.stripe.com/c/pay/${id}`, status: 'open', payment_status: 'unpaid' });
      }
      if (route === 'POST /v1/payment_intents') {
        const id = `pi_${n}`;
        if (form.payment_method?.includes('declines')) {
          return answer(402, { error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.', payment_intent: { id, object: 'payment_intent', status: 'requires_payment_method' } } });
        }
        return answer(200, { id, object: 'payment_intent', amount: Number(form.amount), currency: form.currency, status: 'succeeded', metadata: {} });
      }
      let match = /^GET \/v1\/payment_intents\/([\w]+)$/.exec(route);
      if (match) return answer(200, { id: match[1], object: 'payment_intent', status: 'succeeded', payment_method: card(`pm_${n}`) });
      match = /^GET \/v1\/setup_intents\/([\w]+)$/.exec(route);
      if (match) return answer(200, { id: match[1], object: 'setup_intent', status: 'succeeded', payment_method: card(`pm_${n}`) });
      if (route === 'GET /v1/checkout/sessions') {
        return answer(200, { object: 'list', has_more: false, url: '/v1/checkout/sessions', data: [{ id: `cs_for_${recorded.query.payment_intent}`, object: 'checkout.session', metadata: fake.sessionMetadata }] });
      }
      match = /^GET \/v1\/checkout\/sessions\/([\w]+)$/.exec(route);
      if (match) {
        const intent = `pi_of_${match[1]}`;
        const destination = destinations.get(match[1]!);
        const expanded = { id: intent, object: 'payment_intent', status: 'succeeded', on_behalf_of: destination ?? null, transfer_data: destination ? { destination } : null };
        return answer(200, { id: match[1], object: 'checkout.session', payment_intent: recorded.query['expand[0]'] === 'payment_intent' ? expanded : intent, metadata: fake.sessionMetadata });
      }
      if (route === 'POST /v1/accounts') {
        const id = `acct_1Fake${n}`;
        const account = fakeAccount(id, 'onboarding', {
          country: form.country, email: form.email, currency: form.default_currency, metadata: form['metadata[venue_id]'] ? { venue_id: form['metadata[venue_id]'] } : {},
        });
        fake.accounts.set(id, account);
        return answer(200, account);
      }
      match = /^GET \/v1\/accounts\/(acct_\w+)$/.exec(route);
      if (match) {
        const account = fake.accounts.get(match[1]!);
        return account ? answer(200, account) : answer(404, { error: { type: 'invalid_request_error', code: 'resource_missing', param: 'account', message: `No such account: '${match[1]}'` } });
      }
      if (route === 'POST /v1/account_links') {
        if (!fake.accounts.has(form.account ?? '')) return answer(400, { error: { type: 'invalid_request_error', param: 'account', message: `No such account: '${form.account}'` } });
        return answer(200, { object: 'account_link', created: 1764380000, expires_at: 1764380300, url: `https://connect.stripe.com/setup/e/${form.account}/onb${n}` });
      }
      if (route === 'POST /v1/refunds') return answer(200, { id: `re_${n}`, object: 'refund', amount: Number(form.amount ?? 0), payment_intent: form.payment_intent, status: 'succeeded' });
      return answer(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${route})` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as FakeStripe;
}
