import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Queryable } from '../../../db/client';
import type { sandboxSessions } from '../../../db/schema/index';
import { sandboxEvents } from '../../../db/schema/index';
import type { Deps } from '../../../lib/context';
import type { JobDefinition } from '../../../lib/jobs/jobs';
import type { CheckoutStatus, ProviderEvent } from '../card-provider';
import { signWebhook, WEBHOOK_SIGNATURE_HEADER } from '../webhook-signature';

/**
 * The sandbox provider's webhooks: an event is written to its outbox (`sandbox_events`) in the
 * transaction that changed the session, with a delivery job; the job signs it at each try (a fresh
 * timestamp) and POSTs it to the app's webhook route, retried with back-off until answered 2xx.
 */
export const SANDBOX_WEBHOOK_JOB = 'payments-sandbox-webhook';
export const SANDBOX_WEBHOOK_PATH = '/api/v1/public/payments/webhooks/sandbox';

export const SANDBOX_EVENT_TYPES = {
  'checkout.session.completed': 'paid',
  'checkout.session.payment_failed': 'declined',
  'checkout.session.expired': 'expired',
  'charge.refunded': 'refunded',
} as const satisfies Record<string, CheckoutStatus>;
export type SandboxEventType = keyof typeof SANDBOX_EVENT_TYPES;

/** The event on the wire (Stripe's shape, trimmed). */
export const sandboxEventSchema = z.object({
  id: z.string().min(1).max(100),
  type: z.enum(Object.keys(SANDBOX_EVENT_TYPES) as [SandboxEventType, ...SandboxEventType[]]),
  created: z.number().int().nonnegative(),
  data: z.object({
    object: z.object({
      id: z.string().min(1).max(100),
      amount_total: z.number().int().nonnegative(),
      amount_refunded: z.number().int().nonnegative(),
      currency: z.string(),
      paid_at: z.number().int().nonnegative().nullable(),
      metadata: z.record(z.string(), z.string()),
      payment_method: z.object({ id: z.string().max(100), brand: z.string().max(30), last4: z.string().regex(/^\d{4}$/) }).nullable().optional(),
    }),
  }),
});
export type SandboxEvent = z.infer<typeof sandboxEventSchema>;

export const toProviderEvent = (event: SandboxEvent): ProviderEvent => ({
  id: event.id,
  type: event.type,
  created: event.created,
  sessionId: event.data.object.id,
  status: SANDBOX_EVENT_TYPES[event.type],
  amountRefunded: event.data.object.amount_refunded,
  paidAt: event.data.object.paid_at === null ? null : new Date(event.data.object.paid_at * 1000),
  metadata: event.data.object.metadata,
  paymentMethod: event.data.object.payment_method ?? null,
});

type SessionRow = typeof sandboxSessions.$inferSelect;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The event a session's change makes (not yet stored). */
export function sandboxEvent(session: SessionRow, type: SandboxEventType, now: Date): SandboxEvent {
  return {
    id: `evt_sbx_${randomBytes(12).toString('hex')}`,
    type,
    created: seconds(now),
    data: {
      object: {
        id: session.id,
        amount_total: session.amount,
        amount_refunded: session.amountRefunded,
        currency: session.currency.toLowerCase(),
        paid_at: session.paidAt ? seconds(session.paidAt) : null,
        metadata: session.metadata,
        payment_method: session.status === 'complete' ? session.paymentMethod : null,
      },
    },
  };
}

/** Stores the event and queues its delivery, on `tx` (the session's change commits with both). */
export async function emitSandboxEvent(deps: Deps, tx: Queryable, session: SessionRow, type: SandboxEventType): Promise<SandboxEvent> {
  const event = sandboxEvent(session, type, deps.now());
  await tx.insert(sandboxEvents).values({ id: event.id, sessionId: session.id, type, payload: JSON.stringify(event) });
  await deps.jobs.send(tx, SANDBOX_WEBHOOK_JOB, { id: event.id });
  return event;
}

/** How a delivery reaches the app: POST over HTTP by default; tests pass the app's inject. */
export type WebhookTransport = (url: string, body: string, headers: Record<string, string>) => Promise<number>;

const httpTransport: WebhookTransport = async (url, body, headers) => {
  const response = await fetch(url, { method: 'POST', body, headers, signal: AbortSignal.timeout(10_000) });
  return response.status;
};

export async function deliverSandboxEvent(deps: Deps, id: string, transport: WebhookTransport = httpTransport): Promise<'delivered' | 'already' | 'missing'> {
  const [event] = await deps.db.select().from(sandboxEvents).where(eq(sandboxEvents.id, id));
  if (!event) return 'missing';
  if (event.state === 'delivered') return 'already';
  const headers = { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: signWebhook(deps.env.sandboxWebhookSecret, event.payload, deps.now()) };
  let status = 0;
  let failure = '';
  try {
    status = await transport(`${deps.env.appUrl.replace(/\/$/, '')}${SANDBOX_WEBHOOK_PATH}`, event.payload, headers);
  } catch (error) {
    failure = String(error).slice(0, 300);
  }
  const ok = status >= 200 && status < 300;
  await deps.db.update(sandboxEvents).set({
    attempts: sql`${sandboxEvents.attempts} + 1`,
    ...(ok ? { state: 'delivered', deliveredAt: deps.now(), lastError: null } : { lastError: failure || `HTTP ${status}` }),
  }).where(eq(sandboxEvents.id, id));
  if (!ok) throw new Error(`sandbox webhook ${id} not accepted: ${failure || `HTTP ${status}`}`);
  return 'delivered';
}

/** Delivery job: retried with exponential back-off (5 s, 10 s, 20 s … about 85 minutes in all), like the mail outbox. */
export function sandboxWebhookJob(deps: Deps, transport?: WebhookTransport): JobDefinition<{ id: string }> {
  return {
    name: SANDBOX_WEBHOOK_JOB,
    batch: 20,
    queue: { retryLimit: 10, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 },
    handle: async ({ id }) => void (await deliverSandboxEvent(deps, id, transport)),
  };
}
