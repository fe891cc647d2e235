import { addDays, zonedToday } from '@chairside/shared/rules/calendar-time';
import { publicBookingBody, publicWaitlistBody } from '@chairside/shared/online-booking';
import type { Tx } from '../../db/client';
import type { Ctx, Deps } from '../../lib/context';
import type { LiveFeed } from '../../lib/live';
import type { Mailer } from '../../lib/mail';
import { onlineOffer } from './public.catalog';
import { onlineSlots } from './public.availability';
import { createBooking } from './public.bookings';
import { venueById } from './public.venue';
import { joinWaitlist } from './waitlist.offer';
import sharp from 'sharp';
import { addPortfolioImage, updatePortfolioImage } from './online-booking.portfolio';
import { saveMarketplace } from './online-booking.marketplace';
import { publicCtx } from './public.venue';

/**
 * Demo Salon's online bookings (demo seed), made as a customer makes them: through the public
 * booking's own services (free times from the slot search, the calendar's booking with source
 * "online", the manage link, the staff's bell item) and a customer on the waitlist. The seed runs
 * before the app, in one transaction: no live feed to tell (nothing listens yet), and the demo
 * customers' confirmation mails are not written (there is nobody to send them to). Its portfolio:
 * a few pictures added through the portfolio's own upload, with captions and tags; its marketplace
 * listing (hair and nails), saved through the listing's own service.
 */

/** Where the API serves pictures (app.ts API_PREFIX; not imported: app.ts imports the features). */
const API_PREFIX = '/api/v1/b2b';
/** Demo pictures made on the spot (soft gradients in the salon's colours): no files in the repository. */
const DEMO_PICTURES = [['#0b6a74', '#9ad1d4'], ['#aa3355', '#f2c4ce'], ['#c8913a', '#f6e3c1'], ['#4a4e69', '#c9ada7']] as const;

async function demoPicture([from, to]: readonly [string, string]): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="800" height="600" fill="url(#g)"/><circle cx="560" cy="260" r="150" fill="#ffffff" fill-opacity="0.25"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const stillFeed: LiveFeed = {
  start: async () => undefined, listening: () => false, version: () => '0', touch: () => undefined, changes: () => 0,
  subscribe: () => () => undefined, sync: async () => undefined, close: async () => undefined,
};
const quietMail = { transport: 'outbox', send: async () => ({ id: 0 }), sendMany: async () => [], deliver: async () => 'missing' } as unknown as Mailer;

const DEMO_CUSTOMERS = [
  { first_name: 'Noor', last_name: 'El Amrani', phone: '+31 6 1234 7781', email: 'noor.elamrani@example.com', lang: 'nld' as const, note: '' },
  { first_name: 'Lucas', last_name: 'Moreau', phone: '+31 6 2345 8892', email: 'lucas.moreau@example.com', lang: 'fr-fr' as const, note: 'First visit' },
  { first_name: 'Sofia', last_name: 'Ricci', phone: '+31 6 3456 9903', email: 'sofia.ricci@example.com', lang: 'it-it' as const, note: '' },
];

export async function seedOnlineBookings(tx: Tx, venueId: number, now: Date): Promise<void> {
  const deps = {
    now: () => now, db: tx, database: { forVenue: () => tx }, env: { appUrl: 'http://localhost:3000' }, mail: quietMail, live: stillFeed,
  } as unknown as Deps;
  const ctx = { deps, db: tx, lang: 'en-us', platform: 'online', ip: 'demo-seed', requestId: 'seed', session: null } as unknown as Ctx;
  const venue = await venueById(tx, venueId);
  if (!venue) return;
  const offer = await onlineOffer(tx, venueId);
  const [first, second, third] = offer.services;
  if (!first || !second || !third) return;
  const today = zonedToday(now, venue.timezone);
  // One service, two in a row with anyone, and one with the employee the customer chose.
  const plans = [
    { days: 1, service_ids: [first.id], employee_id: null },
    { days: 2, service_ids: [second.id, third.id], employee_id: null },
    { days: 4, service_ids: [first.id], employee_id: offer.staff.find((e) => e.service_ids.includes(first.id))?.id ?? null },
  ];
  for (const [i, plan] of plans.entries()) {
    // The first open day from then on (closed days and full days have no free time), a time in its middle.
    const slots = await onlineSlots(ctx, venue, offer, { serviceIds: plan.service_ids, employeeId: plan.employee_id, dateFrom: addDays(today, plan.days), dateTo: addDays(today, plan.days + 6) });
    const day = slots.filter((slot) => slot.date === slots[0]?.date);
    const slot = day[Math.floor(day.length / 2)];
    if (!slot) continue;
    await createBooking(ctx, venue, publicBookingBody.parse({
      ...DEMO_CUSTOMERS[i]!, service_ids: plan.service_ids, employee_id: plan.employee_id, date: slot.date, time: slot.time, policy_accepted: true,
    }));
  }
  await joinWaitlist(ctx, venue, publicWaitlistBody.parse({
    first_name: 'Hanna', phone: '+31 6 4567 1014', email: 'hanna.kowalska@example.com', lang: 'pl', service_ids: [second.id], date_from: addDays(today, 2), date_to: addDays(today, 6),
  }));
  const vctx = publicCtx(ctx, venueId, tx);
  const added: number[] = [];
  for (const colours of DEMO_PICTURES) added.push(...(await addPortfolioImage(vctx, await demoPicture(colours), API_PREFIX)).data.map((p) => p.id));
  // Captions, and the employee whose work each picture shows (the first two), through the portfolio's own update.
  for (const [i, id] of [...new Set(added)].entries()) {
    await updatePortfolioImage(vctx, id, { caption: DEMO_CAPTIONS[i] ?? '', employee_id: i < 2 ? (offer.staff[i]?.id ?? null) : null });
  }
  // Listed on the marketplace (the demo venue has accepted the terms in its settings) under hair and nails.
  await saveMarketplace(vctx, { terms_accepted: true, listed: true, categories: ['hair', 'nails'] });
}

const DEMO_CAPTIONS = ['Balayage with a soft copper glow', 'Gel manicure in berry red', 'Warm honey blonde, cut and blow-dry', 'Our lounge by the canal'];
