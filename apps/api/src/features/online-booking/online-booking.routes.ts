import { z } from 'zod';
import {
  manageParams, publicAvailabilityQuery, publicAvailabilityResponse, publicBookingBody, publicBookingCreated, publicBookingResponse, publicRescheduleBody,
  publicServicesResponse, publicStaffResponse, publicVerifyBody, publicVerifyResponse, publicVenueResponse, publicWaitlistBody, publicWaitlistResponse, venueSubParams, waitlistOfferParams, waitlistOfferResponse,
  onlineBookingSettings, onlineBookingSettingsResponse, onlineAppearanceBody, onlineAppearanceResponse,
  portfolioChangeResponse, portfolioMoveBody, portfolioQuery, portfolioResponse, portfolioUpdateBody, portfolioUpdateResponse,
} from '@chairside/shared/online-booking';
import { marketplaceBody, marketplaceResponse } from '@chairside/shared/online-booking-marketplace';
import { idParamsSchema } from '@chairside/shared/ids';
import { bookingLinks } from '@chairside/shared/settings';
import { qrSvg } from '@chairside/shared/rules/qr';
import type { App } from '../../lib/app-type';
import { venueCtx, type Ctx } from '../../lib/context';
import { publicAvailability } from './public.availability';
import { onlineOffer, publicVenue } from './public.catalog';
import { createBooking } from './public.bookings';
import { cancelBooking, rescheduleBooking, viewBooking } from './public.manage';
import { claim, venueBySub } from './public.venue';
import { joinWaitlist, viewOffer } from './waitlist.offer';
import { sendVerifyCode } from './public.verify';
import { onBookingChange } from '../calendar/calendar.service';
import { offerAfterCancel } from './waitlist.hook';
import { EMBED_SCRIPT } from './booking.embed';
import { imageUploadRoute } from '../../lib/images';
import { getAppearance, removeCover, saveAppearance, uploadCover } from './online-booking.appearance';
import { getOnlineSettings, saveOnlineSettings } from './online-booking.service';
import { addPortfolioImage, deletePortfolioImage, listPortfolio, movePortfolioImage, updatePortfolioImage } from './online-booking.portfolio';
import { getMarketplace, saveMarketplace } from './online-booking.marketplace';
import { marketplacePage } from './marketplace.page';
import { PLAIN_TEMPLATE } from './marketplace.html';
import { builtPage, sendPage } from '../../lib/web-page';

/** The venue a public request names, after the caller's read quota (404 for an unknown or closed address). */
async function venueOf(ctx: Ctx, sub: string) {
  await claim(ctx, 'read');
  return venueBySub(ctx, sub);
}

/**
 * The public booking API (issue 18), under /api/v1/public/{sub}: no sign-in, the venue named by its
 * booking address, rate limited per client address (and per phone for bookings). The manage link's
 * token is the key to one booking.
 */
export async function onlineBookingPublicRoutes(app: App) {
  const tags = ['online booking (public)'];
  const config = { auth: 'public' as const };
  const venue = (request: { ctx: Ctx; params: { sub: string } }) => venueOf(request.ctx, request.params.sub);

  app.get('/:sub', { config, schema: { tags, summary: 'The venue as its booking page shows it', params: venueSubParams, response: { 200: publicVenueResponse } } },
    async (request) => publicVenue(request.ctx, await venue(request)));
  app.get('/:sub/services', { config, schema: { tags, summary: 'The services bookable online', params: venueSubParams, response: { 200: publicServicesResponse } } },
    async (request) => {
      const row = await venue(request);
      return { services: (await onlineOffer(request.ctx.deps.database.forVenue(row.id), row.id)).services };
    });
  app.get('/:sub/staff', { config, schema: { tags, summary: 'The employees shown online, with the services each performs', params: venueSubParams, response: { 200: publicStaffResponse } } },
    async (request) => {
      const row = await venue(request);
      return { staff: row.settings.allow_employee_choice ? (await onlineOffer(request.ctx.deps.database.forVenue(row.id), row.id)).staff : [] };
    });
  app.get('/:sub/availability', {
    config,
    schema: { tags, summary: 'Free start times for services done one after another, with one employee or anyone', params: venueSubParams, querystring: publicAvailabilityQuery, response: { 200: publicAvailabilityResponse } },
  }, async (request) => {
    const q = request.query;
    return publicAvailability(request.ctx, await venue(request), { serviceIds: q.service_ids ?? [], employeeId: q.employee_id ?? null, dateFrom: q.date_from, dateTo: q.date_to });
  });
  app.post('/:sub/bookings', {
    config: { ...config, idempotent: true },
    schema: { tags, summary: 'Book a free time (409 SLOT_TAKEN when it went meanwhile); mails the confirmation and the manage link', params: venueSubParams, body: publicBookingBody, response: { 200: publicBookingCreated } },
  }, async (request) => createBooking(request.ctx, await venue(request), request.body));
  app.get('/:sub/bookings/:token', { config, schema: { tags, summary: 'The booking a manage link names', params: manageParams, response: { 200: publicBookingResponse } } },
    async (request) => viewBooking(request.ctx, await venue(request), request.params.token));
  app.post('/:sub/bookings/:token/cancel', {
    config, schema: { tags, summary: 'Cancel the booking (within the cancellation notice, else 422)', params: manageParams, body: z.object({}).optional(), response: { 200: publicBookingResponse } },
  }, async (request) => cancelBooking(request.ctx, await venue(request), request.params.token));
  app.post('/:sub/bookings/:token/reschedule', {
    config, schema: { tags, summary: 'Move the booking to another free time (within the cancellation notice)', params: manageParams, body: publicRescheduleBody, response: { 200: publicBookingResponse } },
  }, async (request) => rescheduleBooking(request.ctx, await venue(request), request.params.token, request.body));
  app.post('/:sub/verify', {
    config,
    schema: {
      tags, summary: 'Send a one-time code to the phone (SMS) or e-mail the booking will give, when the venue verifies contacts; rate limited per address and per contact',
      params: venueSubParams, body: publicVerifyBody, response: { 200: publicVerifyResponse },
    },
  }, async (request) => sendVerifyCode(request.ctx, await venue(request), request.body));
  app.post('/:sub/waitlist', {
    config: { ...config, idempotent: true },
    schema: { tags, summary: 'Join the waitlist for a day range when no time fits', params: venueSubParams, body: publicWaitlistBody, response: { 200: publicWaitlistResponse } },
  }, async (request) => joinWaitlist(request.ctx, await venue(request), request.body));
  app.get('/:sub/waitlist/:token', { config, schema: { tags, summary: 'The time a waitlist offer holds (404 once it ran out)', params: waitlistOfferParams, response: { 200: waitlistOfferResponse } } },
    async (request) => viewOffer(request.ctx, await venue(request), request.params.token));
}

/** The back office's online booking (spec §2.3 /online-booking, flag online-booking). */
export async function onlineBookingRoutes(app: App) {
  // Every cancellation (desk or link) offers its freed time to the waitlist, in the cancel's transaction (once per function).
  onBookingChange(offerAfterCancel);
  const tags = ['online booking'];
  const config = { permission: 'online-booking' as const };
  app.get('/online-booking/settings', { config, schema: { tags, summary: 'What can be booked online and the booking rules', response: { 200: onlineBookingSettingsResponse } } },
    async (request) => getOnlineSettings(venueCtx(request)));
  app.post('/online-booking/settings', {
    config, schema: { tags, summary: 'Save what can be booked online and the booking rules', body: onlineBookingSettings, response: { 200: onlineBookingSettingsResponse } },
  }, async (request) => saveOnlineSettings(venueCtx(request), request.body));
  app.get('/online-booking/appearance', { config, schema: { tags, summary: 'The booking page\'s colour, description, languages, logo and cover', response: { 200: onlineAppearanceResponse } } },
    async (request) => getAppearance(venueCtx(request)));
  app.post('/online-booking/appearance', {
    config, schema: { tags, summary: 'Save the booking page\'s colour, description and languages', body: onlineAppearanceBody, response: { 200: onlineAppearanceResponse } },
  }, async (request) => saveAppearance(venueCtx(request), request.body));
  app.post('/online-booking/appearance/cover', {
    ...imageUploadRoute,
    config,
    schema: {
      tags, summary: 'Upload the booking page\'s cover picture: the raw picture (JPEG, PNG or WebP, up to 15 MB) as the body; stored as WebP inside 1600 px',
      consumes: imageUploadRoute.consumes, response: { 200: onlineAppearanceResponse },
    },
  }, async (request) => uploadCover(venueCtx(request), request.body, app.prefix));
  app.post('/online-booking/appearance/cover/delete', { config, schema: { tags, summary: 'Remove the booking page\'s cover picture', response: { 200: onlineAppearanceResponse } } },
    async (request) => removeCover(venueCtx(request)));
  app.get('/online-booking/portfolio', { config, schema: { tags, summary: 'The booking page\'s portfolio pictures in their order, a page at a time', querystring: portfolioQuery, response: { 200: portfolioResponse } } },
    async (request) => listPortfolio(venueCtx(request), request.query));
  app.post('/online-booking/portfolio/store', {
    ...imageUploadRoute,
    config,
    schema: {
      tags, summary: 'Add a picture to the portfolio, last: the raw picture (JPEG, PNG or WebP, up to 15 MB) as the body; stored as WebP inside 1600 px. Answers the page it is on',
      consumes: imageUploadRoute.consumes, response: { 200: portfolioResponse },
    },
  }, async (request) => addPortfolioImage(venueCtx(request), request.body, app.prefix));
  app.post('/online-booking/portfolio/move/:id', {
    config, schema: { tags, summary: 'Move a portfolio picture to another place (0-based; the others keep their order)', params: idParamsSchema, body: portfolioMoveBody, response: { 200: portfolioChangeResponse } },
  }, async (request) => movePortfolioImage(venueCtx(request), request.params.id, request.body));
  app.post('/online-booking/portfolio/update/:id', {
    config, schema: { tags, summary: 'Set a portfolio picture\'s caption and the employee whose work it shows (null: nobody)', params: idParamsSchema, body: portfolioUpdateBody, response: { 200: portfolioUpdateResponse } },
  }, async (request) => updatePortfolioImage(venueCtx(request), request.params.id, request.body));
  app.get('/online-booking/marketplace', { config, schema: { tags, summary: 'The marketplace listing: terms, listing on or off, categories, the listing page\'s address', response: { 200: marketplaceResponse } } },
    async (request) => getMarketplace(venueCtx(request)));
  app.post('/online-booking/marketplace', {
    config,
    schema: { tags, summary: 'Accept the listing terms, list or unlist the venue, choose its categories (422 listing without terms, category or online booking)', body: marketplaceBody, response: { 200: marketplaceResponse } },
  }, async (request) => saveMarketplace(venueCtx(request), request.body));
  app.post('/online-booking/portfolio/delete/:id', { config, schema: { tags, summary: 'Delete a portfolio picture', params: idParamsSchema, response: { 200: portfolioChangeResponse } } },
    async (request) => deletePortfolioImage(venueCtx(request), request.params.id));
}

/**
 * Pages outside the API prefixes: GET /book/{sub}/qrcode.svg, the booking page's QR code, linked from the settings; GET /book/embed.js: the widget;
 * GET /marketplace/{sub}: the venue's public listing, written by the server (marketplace.page.ts; 404 page when not listed).
 */
export async function onlineBookingPageRoutes(app: App, options: { webDist?: string | null }) {
  app.get('/marketplace/:sub', {
    config: { auth: 'public' },
    schema: { hide: true, params: z.object({ sub: z.string().max(200) }), querystring: z.object({ lang: z.string().max(20).optional() }) },
  }, async (request, reply) => {
    await claim(request.ctx, 'read');
    const template = builtPage(options.webDist, 'marketplace') ?? PLAIN_TEMPLATE;
    const page = await marketplacePage(request.ctx, request.params.sub, request.query.lang, template);
    return sendPage(request, reply, page.html, page.status);
  });
  app.get('/book/embed.js', { config: { auth: 'public' }, schema: { hide: true } }, async (_request, reply) =>
    reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').header('cross-origin-resource-policy', 'cross-origin').send(EMBED_SCRIPT));
  app.get('/book/:sub/qrcode.svg', { config: { auth: 'public' }, schema: { hide: true, params: venueSubParams } }, async (request, reply) => {
    const row = await venueOf(request.ctx, request.params.sub);
    const url = bookingLinks(request.ctx.deps.env.appUrl, row.sub).booking_full_url!;
    return reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(qrSvg(url));
  });
}
