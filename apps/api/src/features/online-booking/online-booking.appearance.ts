import { eq } from 'drizzle-orm';
import type { OnlineAppearance, OnlineAppearanceResponse } from '@chairside/shared/online-booking';
import { DEFAULT_BOOKING_SETTINGS, type BookingSettings } from '@chairside/shared/settings-sections';
import { bookingLinks } from '@chairside/shared/settings';
import { LANGUAGES } from '@chairside/shared/constants';
import { venues } from '../../db/schema/index';
import type { VenueCtx } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { t } from '../../lib/i18n';
import { storeImage } from '../../lib/images';
import { updateVenueSection } from '../settings/settings.service';

/**
 * /online-booking/appearance: the booking page's colour, description, languages and cover picture
 * (the logo is the venue's own, uploaded through the settings). All kept in the venue's booking
 * settings, saved through the settings feature's service like the booking rules.
 */

export async function getAppearance(ctx: VenueCtx, message: string | null = null): Promise<OnlineAppearanceResponse> {
  const [venue] = await ctx.db.select({ title: venues.title, logo: venues.logo, settings: venues.bookingSettings, sub: venues.bookingSubdomain }).from(venues).where(eq(venues.id, ctx.venueId));
  if (!venue) throw new AppError('NOT_FOUND');
  const settings = { ...DEFAULT_BOOKING_SETTINGS, ...venue.settings } as BookingSettings;
  return {
    title: venue.title,
    color: settings.color,
    description: settings.description,
    languages: LANGUAGES.filter((lang) => settings.languages.includes(lang)),
    logo: venue.logo,
    cover: settings.cover,
    booking_url: bookingLinks(ctx.deps.env.appUrl, venue.sub).booking_full_url,
    message,
  };
}

export async function saveAppearance(ctx: VenueCtx, body: OnlineAppearance): Promise<OnlineAppearanceResponse> {
  await updateVenueSection(ctx, { section: 'booking', booking_settings: { color: body.color.toLowerCase(), description: body.description, languages: body.languages } });
  return getAppearance(ctx, t(ctx.lang, 'online_booking.screens.appearance_saved'));
}

/** POST online-booking/appearance/cover: the raw picture as the body, stored as WebP inside 1600 px. */
export async function uploadCover(ctx: VenueCtx, body: unknown, prefix: string): Promise<OnlineAppearanceResponse> {
  const image = await storeImage(ctx.db, ctx.venueId, body, 'document', prefix);
  await updateVenueSection(ctx, { section: 'booking', booking_settings: { cover: image.url } });
  return getAppearance(ctx, t(ctx.lang, 'online_booking.screens.cover_saved'));
}

export async function removeCover(ctx: VenueCtx): Promise<OnlineAppearanceResponse> {
  await updateVenueSection(ctx, { section: 'booking', booking_settings: { cover: null } });
  return getAppearance(ctx, t(ctx.lang, 'online_booking.screens.cover_removed'));
}
