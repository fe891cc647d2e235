import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { THANK_YOU_DEFAULT_MINUTES, type RemindersResponse, type remindersUpdateBody } from '@chairside/shared/reminders';
import { reminderMessages, reminderRules, reminderSettings, serviceGroups, venues } from '../../db/schema/index';
import type { Queryable } from '../../db/client';
import type { VenueCtx } from '../../lib/context';
import { logActivity } from '../../lib/activity';
import { AppError, fieldError } from '../../lib/errors';
import { t } from '../../lib/i18n';
import { forgetMails } from '../../lib/mail';
import { forgetSms } from '../sms/sms.service';
import { eventSettings } from './reminders.events';

export { seedRemindersDemo } from './reminders.seed';

/**
 * Reminders' public face (spec §2.3 /reminders): the venue's rules and settings. The sending is the
 * sweep in reminders.jobs.ts, the history in reminders.history.ts, the customer's confirm link in
 * reminders.confirm.ts. SMS go through the sms feature's outbox (queueSms), paid in SMS credit.
 */
export const SMS_AVAILABLE = true;

async function read(ctx: VenueCtx, db: Queryable = ctx.db): Promise<RemindersResponse> {
  const [settings] = await db.select().from(reminderSettings).where(eq(reminderSettings.venueId, ctx.venueId));
  const rules = await db.select().from(reminderRules).where(eq(reminderRules.venueId, ctx.venueId)).orderBy(reminderRules.offsetMinutes, reminderRules.id);
  const groups = await db.select({ id: serviceGroups.id, name: serviceGroups.name }).from(serviceGroups)
    .where(and(eq(serviceGroups.venueId, ctx.venueId), eq(serviceGroups.archived, false))).orderBy(serviceGroups.sortOrder, serviceGroups.id);
  const [venue] = await db.select({ timezone: venues.timezone, smsAmount: venues.smsAmount }).from(venues).where(eq(venues.id, ctx.venueId));
  return {
    settings: {
      quiet_from: settings?.quietFrom ?? null, quiet_to: settings?.quietTo ?? null, ask_confirmation: settings?.askConfirmation ?? false,
      sms_fallback_email: settings?.smsFallbackEmail ?? true,
      events: eventSettings(settings?.events),
      thank_you_after_minutes: settings?.thankYouAfterMinutes ?? THANK_YOU_DEFAULT_MINUTES,
    },
    rules: rules.map((rule) => ({ id: rule.id, offset_minutes: rule.offsetMinutes, channel: rule.channel, service_group_id: rule.serviceGroupId })),
    service_groups: groups,
    sms_available: SMS_AVAILABLE,
    timezone: venue?.timezone ?? 'UTC',
    sms_amount: venue?.smsAmount ?? 0,
  };
}

/** GET reminders. */
export const getReminders = (ctx: VenueCtx) => read(ctx);

/**
 * POST reminders/update: the settings and the whole list of rules. A rule with an id is changed (404
 * when it is not the venue's), one without is added, and the venue's rules not listed are deleted
 * (their history stays). A changed rule keeps its id, so a reminder it already sent is not sent again.
 */
export async function updateReminders(ctx: VenueCtx, body: z.output<typeof remindersUpdateBody>) {
  const groupIds = [...new Set(body.rules.map((rule) => rule.service_group_id).filter((id): id is number => id !== null))];
  return ctx.db.transaction(async (tx) => {
    if (groupIds.length) {
      const known = await tx.select({ id: serviceGroups.id }).from(serviceGroups).where(and(eq(serviceGroups.venueId, ctx.venueId), inArray(serviceGroups.id, groupIds)));
      const missing = body.rules.findIndex((rule) => rule.service_group_id !== null && !known.some((group) => group.id === rule.service_group_id));
      if (missing >= 0) throw fieldError(`rules.${missing}.service_group_id`, 'reminders.validation.service_group');
    }
    const before = await read(ctx, tx);
    const existing = new Set(before.rules.map((rule) => rule.id));
    if (body.rules.some((rule) => rule.id !== null && !existing.has(rule.id))) throw new AppError('NOT_FOUND');
    const values = { quietFrom: body.quiet_from, quietTo: body.quiet_to, askConfirmation: body.ask_confirmation, smsFallbackEmail: body.sms_fallback_email, events: body.events, thankYouAfterMinutes: body.thank_you_after_minutes, updatedAt: ctx.deps.now() };
    await tx.insert(reminderSettings).values({ venueId: ctx.venueId, ...values }).onConflictDoUpdate({ target: reminderSettings.venueId, set: values });
    const kept = body.rules.flatMap((rule) => (rule.id === null ? [] : [rule.id]));
    const removed = [...existing].filter((id) => !kept.includes(id));
    if (removed.length) await tx.delete(reminderRules).where(and(eq(reminderRules.venueId, ctx.venueId), inArray(reminderRules.id, removed)));
    for (const rule of body.rules) {
      const row = { offsetMinutes: rule.offset_minutes, channel: rule.channel, serviceGroupId: rule.service_group_id };
      if (rule.id === null) await tx.insert(reminderRules).values({ venueId: ctx.venueId, ...row });
      else await tx.update(reminderRules).set(row).where(and(eq(reminderRules.venueId, ctx.venueId), eq(reminderRules.id, rule.id)));
    }
    const after = await read(ctx, tx);
    await logActivity(ctx, { entity: 'venue', entityId: ctx.venueId, action: 'reminders.updated', changes: { before: { settings: before.settings, rules: before.rules }, after: { settings: after.settings, rules: after.rules } } }, tx);
    return { ...after, message: t(ctx.lang, 'reminders.saved') };
  });
}

/**
 * A customer's erasure (customers' privacy), in its transaction: the history keeps that a reminder
 * went out and when, but not to which address; the outbox copies lose address and text (one not yet
 * sent is not sent); an unused confirm link stops working.
 */
export async function forgetCustomerReminders(tx: Queryable, venueId: number, customerId: number): Promise<void> {
  const mine = and(eq(reminderMessages.venueId, venueId), eq(reminderMessages.customerId, customerId));
  const rows = await tx.update(reminderMessages).set({ recipient: '', confirmTokenHash: null }).where(mine).returning({ mailId: reminderMessages.mailId, smsId: reminderMessages.smsId });
  await forgetMails(tx, venueId, rows.flatMap((row) => (row.mailId ? [row.mailId] : [])));
  await forgetSms(tx, venueId, rows.flatMap((row) => (row.smsId ? [row.smsId] : [])));
}
