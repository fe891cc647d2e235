import { and, eq } from 'drizzle-orm';
import type { Language } from '@chairside/shared/constants';
import {
  MESSAGE_CHANNELS, MESSAGE_EVENTS, type MessageChannel, type MessageEvent, type MessageTemplate, type TemplateResetBody, type TemplateResponse,
  type TemplatesResponse, type templateUpdateBody,
} from '@chairside/shared/customers-settings';
import { unknownVariables } from '@chairside/shared/rules/message-template';
import type { z } from 'zod';
import { customerMessageTemplates } from '../../../db/schema/index';
import type { VenueCtx } from '../../../lib/context';
import { logActivity } from '../../../lib/activity';
import { AppError, type FieldMessage } from '../../../lib/errors';
import { phrases, t } from '../../../lib/i18n';

/**
 * The wording of the messages customers get (event × channel × language). The defaults are phrases
 * (customer_settings.templates.*) written natively in each language; a venue's change is a row, and
 * "reset to default" deletes it. The reminders feature sends with messageTemplate() and renderTemplate().
 */

type Row = typeof customerMessageTemplates.$inferSelect;

/** The default wording of one message in one language (phrases, never the English fallback). */
export function defaultTemplate(event: MessageEvent, channel: MessageChannel, lang: Language): { subject: string; body: string } {
  const all = phrases()[lang];
  const key = `customer_settings.templates.${event}`;
  if (channel === 'sms') return { subject: '', body: all[`${key}.sms_body`] ?? '' };
  return { subject: all[`${key}.email_subject`] ?? '', body: all[`${key}.email_body`] ?? '' };
}

function toWire(event: MessageEvent, channel: MessageChannel, lang: Language, row: Row | undefined): MessageTemplate {
  const fallback = defaultTemplate(event, channel, lang);
  return {
    event,
    channel,
    lang,
    subject: row ? row.subject : fallback.subject,
    body: row ? row.body : fallback.body,
    is_default: !row,
    default_subject: fallback.subject,
    default_body: fallback.body,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

/** GET customers/notifications?lang=…: every event and channel in one language. */
export async function listTemplates(ctx: VenueCtx, lang: Language): Promise<TemplatesResponse> {
  const rows = await ctx.db
    .select()
    .from(customerMessageTemplates)
    .where(and(eq(customerMessageTemplates.venueId, ctx.venueId), eq(customerMessageTemplates.lang, lang)));
  const find = (event: string, channel: string) => rows.find((row) => row.event === event && row.channel === channel);
  const data = MESSAGE_EVENTS.flatMap((event) => MESSAGE_CHANNELS.map((channel) => toWire(event, channel, lang, find(event, channel))));
  return { lang, data };
}

/** The wording to send (for the reminders feature): the venue's, else the default, in the customer's language. */
export async function messageTemplate(ctx: Pick<VenueCtx, 'db' | 'venueId'>, event: MessageEvent, channel: MessageChannel, lang: Language): Promise<{ subject: string; body: string }> {
  const [row] = await ctx.db.select().from(customerMessageTemplates).where(keyOf(ctx, { event, channel, lang })).limit(1);
  return row ? { subject: row.subject, body: row.body } : defaultTemplate(event, channel, lang);
}

const keyOf = (ctx: Pick<VenueCtx, 'venueId'>, key: TemplateResetBody) =>
  and(
    eq(customerMessageTemplates.venueId, ctx.venueId),
    eq(customerMessageTemplates.event, key.event),
    eq(customerMessageTemplates.channel, key.channel),
    eq(customerMessageTemplates.lang, key.lang),
  );

/** Refuses a subject or body naming a variable that does not exist (422 naming each, in the user's language). */
function assertVariables(subject: string, body: string) {
  const errors: Record<string, FieldMessage[]> = {};
  for (const [field, text] of [['subject', subject], ['body', body]] as const) {
    const unknown = unknownVariables(text);
    if (unknown.length) errors[field] = [{ key: 'customer_settings.validation.unknown_variables', vars: { names: unknown.map((name) => `{${name}}`).join(', ') } }];
  }
  if (Object.keys(errors).length) throw new AppError('VALIDATION', { errors });
}

/** POST customers/notifications/update: the venue's wording of one message. */
export async function updateTemplate(ctx: VenueCtx, input: z.output<typeof templateUpdateBody>): Promise<TemplateResponse> {
  const subject = input.channel === 'sms' ? '' : input.subject.normalize('NFC');
  const body = input.body.normalize('NFC');
  assertVariables(subject, body);
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(customerMessageTemplates).where(keyOf(ctx, input)).for('update');
    const [row] = await tx
      .insert(customerMessageTemplates)
      .values({ venueId: ctx.venueId, event: input.event, channel: input.channel, lang: input.lang, subject, body, updatedBy: ctx.employeeId })
      .onConflictDoUpdate({
        target: [customerMessageTemplates.venueId, customerMessageTemplates.event, customerMessageTemplates.channel, customerMessageTemplates.lang],
        set: { subject, body, updatedBy: ctx.employeeId, updatedAt: ctx.deps.now() },
      })
      .returning();
    const fallback = defaultTemplate(input.event, input.channel, input.lang);
    await logActivity(ctx, {
      entity: 'venue',
      entityId: ctx.venueId,
      action: 'customers.template_updated',
      changes: { event: input.event, channel: input.channel, lang: input.lang, subject: { before: before?.subject ?? fallback.subject, after: subject }, body: { before: before?.body ?? fallback.body, after: body } },
    }, tx);
    return { template: toWire(input.event, input.channel, input.lang, row), message: t(ctx.lang, 'customer_settings.template_saved') };
  });
}

/** POST customers/notifications/reset: back to the default wording (the venue's row is deleted). */
export async function resetTemplate(ctx: VenueCtx, input: TemplateResetBody): Promise<TemplateResponse> {
  return ctx.db.transaction(async (tx) => {
    const [deleted] = await tx.delete(customerMessageTemplates).where(keyOf(ctx, input)).returning();
    if (deleted) {
      await logActivity(ctx, { entity: 'venue', entityId: ctx.venueId, action: 'customers.template_reset', changes: { event: input.event, channel: input.channel, lang: input.lang } }, tx);
    }
    return { template: toWire(input.event, input.channel, input.lang, undefined), message: t(ctx.lang, 'customer_settings.template_reset_done') };
  });
}
