import { and, eq } from 'drizzle-orm';
import type { Language } from '@chairside/shared/constants';
import { clockToMinutes, zonedInstant } from '@chairside/shared/rules/calendar-time';
import { bookingLinks } from '@chairside/shared/settings';
import { onlineBookings } from '../../db/schema/index';
import type { Deps, VenueCtx } from '../../lib/context';
import type { JobDefinition } from '../../lib/jobs/jobs';
import { t } from '../../lib/i18n';
import { notifyStaff } from '../notifications/notifications.service';
import { refundCheckoutInFull, type CheckoutRow } from '../payments/payments.service';
import { refundSale } from '../sales/sales.service';
import { money, visitWhen } from './booking.read';
import type { PublicVenueRow } from './public.venue';

/**
 * A deposit that can no longer book what it was paid for (public.deposit.ts): the hold ran out and
 * its time was taken meanwhile, the customer cancelled the hold, or the visit has begun. As the
 * big booking products do, the customer is not left with money the venue holds for nothing: in the
 * webhook's transaction the deposit taken is refunded to the card at the till (a refund document,
 * so the day's card takings net out), the link is marked refunded, the provider's refund is queued
 * (ONLINE_DEPOSIT_REFUND_JOB, retried, once per checkout), the customer is mailed through the
 * outbox and those who follow cancellations are told in the bell. A deposit paid late whose time is
 * still free books it instead (public.deposit.ts), like one paid in time.
 */

export const ONLINE_DEPOSIT_REFUND_JOB = 'online-booking-deposit-refund';

type Link = typeof onlineBookings.$inferSelect;

/** When the pending booking starts (the venue's wall clock in its time zone). */
export const pendingStart = (venue: PublicVenueRow, link: Link): Date => zonedInstant(link.pending!.date, clockToMinutes(link.pending!.time), venue.timezone);

export async function refundLateDeposit(vctx: VenueCtx, venue: PublicVenueRow, link: Link, checkout: CheckoutRow, saleId: number, lang: Language): Promise<void> {
  const tx = vctx.db;
  const when = visitWhen(pendingStart(venue, link), venue.timezone, lang);
  const amount = money(checkout.amount, checkout.currency, lang);
  await refundSale(vctx, saleId, { method: 'card', reason: t(venue.lang, 'online_booking.late_deposit.reason') });
  await tx.update(onlineBookings).set({ state: 'refunded' }).where(and(eq(onlineBookings.venueId, venue.id), eq(onlineBookings.id, link.id)));
  await vctx.deps.jobs.send(tx, ONLINE_DEPOSIT_REFUND_JOB, { venue_id: venue.id, checkout_id: checkout.id });
  const vars = { name: link.pending!.name, venue: venue.title, when, amount, link: bookingLinks(vctx.deps.env.appUrl, venue.sub).booking_full_url ?? '' };
  await vctx.deps.mail.send(tx, {
    venueId: venue.id,
    to: link.email,
    subject: t(lang, 'online_booking.late_deposit.subject', vars),
    text: [t(lang, 'online_booking.mail.greeting', vars), '', t(lang, 'online_booking.late_deposit.text', vars), '', t(lang, 'online_booking.late_deposit.again', vars), '', venue.title, venue.address].join('\n'),
  });
  await notifyStaff(tx, venue.id, 'cancellation', {
    as: 'online_deposit_refunded',
    params: { customer: link.pending!.name, amount: money(checkout.amount, checkout.currency, venue.lang), when: visitWhen(pendingStart(venue, link), venue.timezone, venue.lang) },
    link: '/sales/customer-deposits',
  });
}

/** Asks the card provider for the refund (after the webhook's transaction committed); retried with back-off. */
export function onlineDepositRefundJob(deps: Deps): JobDefinition<{ venue_id: number; checkout_id: number }> {
  return {
    name: ONLINE_DEPOSIT_REFUND_JOB,
    queue: { retryLimit: 10, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
    handle: async ({ venue_id: venueId, checkout_id: checkoutId }) => void (await refundCheckoutInFull(deps, deps.database.forVenue(venueId), venueId, checkoutId)),
  };
}
