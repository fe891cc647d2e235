import { and, asc, eq, gt, ne } from 'drizzle-orm';
import type { LineInput } from '@chairside/shared/calendar';
import type { PublicBookingCreated } from '@chairside/shared/online-booking';
import type { Policy } from '@chairside/shared/settings-sections';
import { depositStoreBody } from '@chairside/shared/sales-deposits';
import { isLanguage } from '@chairside/shared/constants';
import type { Queryable, Tx } from '../../db/client';
import { appointments, onlineBookings, type PendingBooking } from '../../db/schema/index';
import type { Ctx, Deps, VenueCtx } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { t } from '../../lib/i18n';
import { hashToken, newToken } from '../../lib/tokens';
import { cancelItems, chainedLines, storeAppointments } from '../calendar/calendar.service';
import { notifyStaff } from '../notifications/notifications.service';
import { createCheckout, onlineCardBlock, venueAccountOf, type CheckoutEffects, type CheckoutRow } from '../payments/payments.service';
import { storeDeposit } from '../sales/sales.service';
import { bookingWire, readBooking, visitWhen } from './booking.read';
import { manageUrl, sendConfirmation } from './booking.mail';
import { publicCtx, venueById, type PublicVenueRow } from './public.venue';
import { pendingStart, refundLateDeposit } from './deposit.late';

/**
 * Deposits online (the booking policy's deposit_type, deposit_percent or deposit_amount and
 * deposit_service_ids; rules/online-deposit.ts). The time asked is held as a reserved slot of
 * DEPOSIT_HOLD_MINUTES and the customer pays on the card provider's hosted page. The provider's
 * signed webhook, once per checkout (payments' CheckoutEffects, purpose `online_deposit`), in one
 * transaction: records the money as the customer's deposit through the sales feature (a deposit
 * the till spends at checkout), lets the hold go and books the same lines, mails the confirmation
 * with its manage link and tells the staff. A hold that runs out unpaid is released by the calendar
 * like any reserved slot (its link row stays, without a group). Money paid after that books the same
 * time when it is still free, else it is refunded to the card (deposit.late.ts).
 */

export const DEPOSIT_HOLD_MINUTES = 15;

type DepositPolicy = Pick<Policy, 'deposit_type' | 'deposit_percent' | 'deposit_amount' | 'deposit_service_ids'>;

/**
 * The deposit policy the page shows and the booking applies: the venue's, or none while its card
 * service cannot take that flow: switched off (/payments/chairside-pay), or the venue's card account
 * not active (not connected, its setup pending, or restricted by the provider), as the till asks.
 * A deposit of 100 % of the price is the online prepayment (the `prepayment` switch); any other share
 * or amount is a deposit (`deposits`). Asked only of a venue that has a deposit.
 *
 * Without an active account the booking goes ahead without a deposit rather than the services being
 * closed to online booking (as Fresha and Booksy do: deposits are asked only while the venue's
 * payments are on). The safer side for the venue: a pending or restricted account is usually a
 * passing state of the provider's checks, and closing its online book would quietly lose every booking
 * meanwhile, while a booking without a deposit only lacks its no-show cover; customers are never sent
 * to a payment the provider would refuse. The page trusts an account last read active (no question to
 * the provider per visitor); the booking asks the provider (`live`).
 */
export const isPrepayment = (policy: Pick<Policy, 'deposit_type' | 'deposit_percent'>) => policy.deposit_type === 'percent' && policy.deposit_percent >= 100;

export async function depositPolicy(deps: Deps, db: Queryable, venue: PublicVenueRow, live: boolean): Promise<DepositPolicy> {
  const { deposit_type, deposit_percent, deposit_amount, deposit_service_ids } = venue.policy;
  const takesCards = deposit_type === 'none' || (await onlineCardBlock(deps, db, venue.id, isPrepayment(venue.policy) ? 'prepayment' : 'deposits', !live)) === null;
  return { deposit_type: takesCards ? deposit_type : 'none', deposit_percent, deposit_amount, deposit_service_ids };
}
export const DEPOSIT_PURPOSE = 'online_deposit';

interface Hold {
  customerId: number;
  lines: LineInput[];
  amount: number;
  token: string;
  url: string;
  link: { venueId: number; tokenHash: string; email: string; phone: string; lang: string };
  pending: PendingBooking;
  spend: (tx: Tx) => Promise<void>;
}

export async function holdForDeposit(ctx: Ctx, venue: PublicVenueRow, vctx: VenueCtx, hold: Hold): Promise<PublicBookingCreated> {
  const stored = await storeAppointments(vctx, {
    customer_id: hold.customerId, date: hold.pending.date, note: hold.pending.note || null, type: 'reserved_slot', expires_in: DEPOSIT_HOLD_MINUTES, services: hold.lines,
  }, {
    source: 'online',
    alsoInTransaction: async (tx, groupId) => {
      await hold.spend(tx);
      await tx.insert(onlineBookings).values({ ...hold.link, groupId, state: 'awaiting_deposit', depositAmount: hold.amount, pending: hold.pending });
    },
  });
  const lang = isLanguage(hold.link.lang) ? hold.link.lang : venue.lang;
  const session = await createCheckout(ctx.deps, vctx.db, venue.id, {
    purpose: DEPOSIT_PURPOSE,
    amount: hold.amount,
    currency: venue.currency,
    description: t(lang, 'online_booking.deposit.description', { venue: venue.title }),
    metadata: { customer_id: String(hold.customerId), group_id: String(stored.group_id) },
    successUrl: `${hold.url}?paid=1`,
    cancelUrl: hold.url,
    // The customer pays the venue: to its account with the provider.
    venueAccountId: await venueAccountOf(ctx.deps, vctx.db, venue.id),
  });
  await vctx.db.update(onlineBookings).set({ checkoutSessionId: session.id })
    .where(and(eq(onlineBookings.venueId, venue.id), eq(onlineBookings.groupId, stored.group_id)));
  const booking = (await readBooking(vctx.db, venue, stored.group_id, ctx.deps.now()))!;
  const expiresAt = new Date(ctx.deps.now().getTime() + DEPOSIT_HOLD_MINUTES * 60_000);
  return {
    token: hold.token, manage_url: hold.url, booking: bookingWire(booking),
    deposit: { amount: hold.amount, currency: venue.currency, url: session.url, expires_at: expiresAt.toISOString() },
  };
}

/** The held lines of a booking awaiting its deposit, while the hold lasts. */
async function heldLines(db: Queryable, venueId: number, groupId: number | null, now: Date) {
  if (groupId === null) return [];
  return db.select({ id: appointments.id }).from(appointments).where(and(
    eq(appointments.venueId, venueId), eq(appointments.groupId, groupId), eq(appointments.type, 'reserved_slot'), ne(appointments.status, 'cancelled'), gt(appointments.expiresAt, now),
  )).orderBy(asc(appointments.startsAt));
}

/** The customer cancelled the hold from the manage link (its lines are there, cancelled). */
async function holdCancelled(db: Queryable, venueId: number, groupId: number | null): Promise<boolean> {
  if (groupId === null) return false;
  const [line] = await db.select({ id: appointments.id }).from(appointments)
    .where(and(eq(appointments.venueId, venueId), eq(appointments.groupId, groupId), eq(appointments.status, 'cancelled'))).limit(1);
  return Boolean(line);
}

/**
 * The paid deposit's effect (run once per checkout by payments, in the transaction that records the money).
 * In time, the held time is booked. Late (the hold ran out, or was released), the same time is booked
 * when it is still free and has not begun; otherwise, or when the customer had cancelled the hold, the
 * deposit is refunded and both sides are told (deposit.late.ts).
 */
async function depositPaid(deps: Deps, tx: Queryable, checkout: CheckoutRow): Promise<void> {
  const venueId = checkout.venueId;
  const customerId = Number(checkout.metadata.customer_id);
  if (!Number.isSafeInteger(customerId) || customerId <= 0) return;
  const ctx: Ctx = { deps, db: deps.db, lang: 'en-us', platform: 'online', ip: 'card-provider', requestId: 'webhook', session: null } as unknown as Ctx;
  const vctx = publicCtx(ctx, venueId, tx);
  const [link] = await tx.select().from(onlineBookings)
    .where(and(eq(onlineBookings.venueId, venueId), eq(onlineBookings.checkoutSessionId, checkout.sessionId))).for('update');
  const venue = await venueById(tx, venueId);
  const lang = link && isLanguage(link.lang) ? link.lang : venue?.lang ?? 'en-us';
  // The money first: the customer's deposit, whatever became of the hold.
  const { data: deposit } = await storeDeposit(vctx, depositStoreBody.parse({
    customer_id: customerId, amount: checkout.amount, note: t(lang, 'online_booking.deposit.note'), payments: [{ method: 'card', amount: checkout.amount }],
  }));
  if (!link || link.state !== 'awaiting_deposit' || !link.pending || !venue) return;
  const now = deps.now();
  const held = await heldLines(tx, venueId, link.groupId, now);
  const cancelled = !held.length && await holdCancelled(tx, venueId, link.groupId);
  const begun = pendingStart(venue, link) <= now;
  if (!cancelled && !begun && await bookPaid(vctx, venue, link, held[0]?.id ?? null, customerId, lang)) return;
  await refundLateDeposit(vctx, venue, link, checkout, deposit.sale_id, lang);
}

/** Books what the deposit paid for (letting its hold go first, if it still has one); false when the time is taken. */
async function bookPaid(vctx: VenueCtx, venue: PublicVenueRow, link: typeof onlineBookings.$inferSelect, holdId: number | null, customerId: number, lang: PublicVenueRow['lang']): Promise<boolean> {
  const pending = link.pending!;
  if (holdId !== null) await cancelItems(vctx, holdId, { reason: 'other', scope: 'group' });
  const lines = await chainedLines(vctx, pending.service_ids, pending.employee_id, pending.time);
  const token = newToken();
  const url = manageUrl(vctx.deps, venue.sub, token);
  try {
    await storeAppointments(vctx, { customer_id: customerId, date: pending.date, note: pending.note || null, status: pending.status, services: lines }, {
      source: 'online',
      alsoInTransaction: async (tx, groupId) => {
        await tx.update(onlineBookings).set({ groupId, state: 'booked', mailTokenHash: hashToken(token) })
          .where(and(eq(onlineBookings.venueId, venue.id), eq(onlineBookings.id, link.id)));
        const booking = (await readBooking(tx, venue, groupId, vctx.deps.now()))!;
        await sendConfirmation(tx, vctx.deps, venue, booking, { email: link.email, name: pending.name, lang }, url);
        await notifyStaff(tx, venue.id, 'new_booking', {
          params: { customer: pending.name, service: booking.lines.map((line) => line.service).join(', '), when: visitWhen(booking.startsAt, venue.timezone, venue.lang) },
          link: `/calendar?date=${pending.date}`,
        });
      },
    });
    return true;
  } catch (error) {
    // Taken: by someone else after the hold ran out, or (in time) by a forced desk booking.
    if (!(error instanceof AppError) || error.code !== 'SLOT_TAKEN') throw error;
    return false;
  }
}

/** What a paid online deposit does (registered with payments' webhook by its routes). */
export const onlineDepositEffects = (deps: Deps): CheckoutEffects => ({
  [DEPOSIT_PURPOSE]: (tx, checkout) => depositPaid(deps, tx, checkout),
});
