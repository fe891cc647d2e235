import { eq } from 'drizzle-orm';
import type { Announcement, AnnouncementResponse, announcementUpdateBody } from '@chairside/shared/customers-settings';
import { isAnnouncementShown } from '@chairside/shared/rules/announcement';
import type { z } from 'zod';
import { customerAnnouncements, venues } from '../../../db/schema/index';
import type { VenueCtx } from '../../../lib/context';
import { todayIn } from '../../../lib/access';
import { diffChanges, logActivity } from '../../../lib/activity';
import { t } from '../../../lib/i18n';

/** The special announcement shown on the online booking page (one per venue; none saved: off and empty). */

type Row = typeof customerAnnouncements.$inferSelect;
const EMPTY: Announcement = { enabled: false, title: '', text: '', starts_on: null, ends_on: null, updated_at: null };

const toWire = (row: Row | undefined): Announcement =>
  row ? { enabled: row.enabled, title: row.title, text: row.text, starts_on: row.startsOn, ends_on: row.endsOn, updated_at: row.updatedAt.toISOString() } : EMPTY;

async function readRow(ctx: Pick<VenueCtx, 'db' | 'venueId'>): Promise<Row | undefined> {
  const [row] = await ctx.db.select().from(customerAnnouncements).where(eq(customerAnnouncements.venueId, ctx.venueId)).limit(1);
  return row;
}

async function venueToday(ctx: VenueCtx): Promise<string> {
  const [venue] = await ctx.db.select({ timezone: venues.timezone }).from(venues).where(eq(venues.id, ctx.venueId)).limit(1);
  return todayIn(venue?.timezone ?? 'UTC', ctx.deps.now());
}

/** GET customers/announcement: the announcement and whether it shows today (the venue's day). */
export async function getAnnouncement(ctx: VenueCtx): Promise<AnnouncementResponse> {
  const announcement = toWire(await readRow(ctx));
  return { announcement, active_today: isAnnouncementShown(announcement, await venueToday(ctx)) };
}

/** POST customers/announcement/update: saves it (the dates and "has a title or text" are checked by the schema). */
export async function updateAnnouncement(ctx: VenueCtx, input: z.output<typeof announcementUpdateBody>): Promise<AnnouncementResponse> {
  const values = { enabled: input.enabled, title: input.title.normalize('NFC'), text: input.text.normalize('NFC'), startsOn: input.starts_on, endsOn: input.ends_on };
  const announcement = await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(customerAnnouncements).where(eq(customerAnnouncements.venueId, ctx.venueId)).for('update');
    const [row] = await tx
      .insert(customerAnnouncements)
      .values({ venueId: ctx.venueId, ...values })
      .onConflictDoUpdate({ target: customerAnnouncements.venueId, set: { ...values, updatedAt: ctx.deps.now() } })
      .returning();
    const after = toWire(row);
    const { updated_at: _b, ...old } = toWire(before);
    const { updated_at: _a, ...now } = after;
    const changes = diffChanges(old, now);
    if (Object.keys(changes).length) await logActivity(ctx, { entity: 'venue', entityId: ctx.venueId, action: 'customers.announcement', changes }, tx);
    return after;
  });
  return { announcement, active_today: isAnnouncementShown(announcement, await venueToday(ctx)), message: t(ctx.lang, 'customer_settings.announcement_saved') };
}

/**
 * The announcement to show on the online booking page on `date` (YYYY-MM-DD, the venue's day), or
 * null. For the online-booking feature, through customers.service.
 */
export async function activeAnnouncement(ctx: Pick<VenueCtx, 'db' | 'venueId'>, date: string): Promise<{ title: string; text: string } | null> {
  const announcement = toWire(await readRow(ctx));
  return isAnnouncementShown(announcement, date) ? { title: announcement.title, text: announcement.text } : null;
}
