import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { FORM_LINK_LEAD_HOURS, type Answers, type PublicFormResponse } from '@chairside/shared/customer-forms';
import { isLanguage, type Language } from '@chairside/shared/constants';
import { customerFormRequests, customerForms, customers, venues } from '../../../db/schema/index';
import { venueHasFeature } from '../../../lib/access';
import type { Ctx, Deps } from '../../../lib/context';
import { AppError } from '../../../lib/errors';
import { t } from '../../../lib/i18n';
import type { JobDefinition } from '../../../lib/jobs/jobs';
import { hashToken, newToken } from '../../../lib/tokens';
import { claimPublicQuota } from '../../auth/auth.service';
import { visitsStartingBetween, type UpcomingVisit } from '../../calendar/calendar.service';
import { linkFormsForServices } from './forms.service';
import { acceptAnswers, insertResponse } from './form-responses.service';

/**
 * Form links before the visit: every FORM_LINK_SWEEP_S a job finds bookings starting within
 * FORM_LINK_LEAD_HOURS whose services ask for a form by link, and for each booking and form creates
 * one request (a 256-bit token, stored hashed, valid until the visit ends) and its e-mail, in one
 * transaction. The request's unique key (venue, booking, form) makes a rerun, a concurrent run or a
 * crash between the two never send a second mail: the insert that loses does nothing.
 */
export const FORM_LINK_JOB = 'customer-form-links';
export const FORM_LINK_SWEEP_S = 600;
const PUBLIC_LIMIT = 60;
const PUBLIC_WINDOW_MS = 15 * 60_000;

function visitTime(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(at).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

interface Due { venueId: number; groupId: number; customerId: number; formId: number; formName: string; startsAt: Date; endsAt: Date; appointmentId: number }

/** One (booking, form) per link: the first line's start, the last line's end. */
async function dueLinks(deps: Deps, visits: UpcomingVisit[]): Promise<Due[]> {
  const due = new Map<string, Due>();
  const venueIds = [...new Set(visits.map((visit) => visit.venueId))];
  for (const venueId of venueIds) {
    // Forms asked by link are a plan feature: a venue whose plan lacks it keeps its forms, unsent.
    if (!(await venueHasFeature(deps.db, venueId, 'forms', deps.now()))) continue;
    const mine = visits.filter((visit) => visit.venueId === venueId);
    const forms = await linkFormsForServices(deps.db, venueId, [...new Set(mine.map((visit) => visit.serviceId))]);
    for (const visit of mine) {
      for (const form of forms.filter((f) => f.serviceId === visit.serviceId)) {
        const key = `${venueId}:${visit.groupId}:${form.formId}`;
        const known = due.get(key);
        if (known) known.endsAt = known.endsAt > visit.endsAt ? known.endsAt : visit.endsAt;
        else due.set(key, { venueId, groupId: visit.groupId, customerId: visit.customerId, formId: form.formId, formName: form.name, startsAt: visit.startsAt, endsAt: visit.endsAt, appointmentId: visit.appointmentId });
      }
    }
  }
  return [...due.values()];
}

/** Creates and mails the links now due; answers how many were created (by this run). */
export async function sendDueFormLinks(deps: Deps): Promise<number> {
  const now = deps.now();
  const visits = await visitsStartingBetween(deps.db, now, new Date(now.getTime() + FORM_LINK_LEAD_HOURS * 3_600_000));
  if (!visits.length) return 0;
  const due = await dueLinks(deps, visits);
  if (!due.length) return 0;
  // Skip those already requested without a write (the unique key below still decides races).
  const existing = await deps.db.select({ venueId: customerFormRequests.venueId, groupId: customerFormRequests.groupId, formId: customerFormRequests.formId })
    .from(customerFormRequests).where(inArray(customerFormRequests.groupId, [...new Set(due.map((d) => d.groupId))]));
  const known = new Set(existing.map((row) => `${row.venueId}:${row.groupId}:${row.formId}`));
  let created = 0;
  for (const link of due.filter((d) => !known.has(`${d.venueId}:${d.groupId}:${d.formId}`))) {
    const sent = await deps.db.transaction(async (tx) => {
      const token = newToken();
      const [request] = await tx.insert(customerFormRequests)
        .values({ venueId: link.venueId, formId: link.formId, customerId: link.customerId, groupId: link.groupId, appointmentId: link.appointmentId, tokenHash: hashToken(token), expiresAt: link.endsAt })
        .onConflictDoNothing({ target: [customerFormRequests.venueId, customerFormRequests.groupId, customerFormRequests.formId] })
        .returning({ id: customerFormRequests.id });
      if (!request) return false;
      const [who] = await tx.select({ email: customers.email, firstName: customers.firstName, venue: venues.title, lang: venues.lang, tz: venues.timezone })
        .from(customers).innerJoin(venues, eq(venues.id, customers.venueId))
        .where(and(eq(customers.venueId, link.venueId), eq(customers.id, link.customerId)));
      if (!who?.email) return true; // no address: the form waits for the desk
      const lang: Language = isLanguage(who.lang) ? who.lang : 'en-us';
      const vars = { name: who.firstName, venue: who.venue, form: link.formName, when: visitTime(link.startsAt, who.tz), link: `${deps.env.appUrl}/form/${token}` };
      const mail = await deps.mail.send(tx, { venueId: link.venueId, to: who.email, subject: t(lang, 'customer_forms.mail.subject', vars), text: t(lang, 'customer_forms.mail.text', vars) });
      await tx.update(customerFormRequests).set({ mailId: mail.id }).where(and(eq(customerFormRequests.venueId, link.venueId), eq(customerFormRequests.id, request.id)));
      return true;
    });
    if (sent) created += 1;
  }
  return created;
}

/** The scheduled job (jobs.ts): every FORM_LINK_SWEEP_S seconds. */
export function formLinksJob(deps: Deps): JobDefinition {
  return { name: FORM_LINK_JOB, every: FORM_LINK_SWEEP_S, queue: { retryLimit: 0, expireInSeconds: 120 }, handle: async () => void (await sendDueFormLinks(deps)) };
}

/** The open request a token names (unused, not expired), else 422 INVALID_TOKEN. */
async function openRequest(ctx: Ctx, token: string) {
  await claimPublicQuota(ctx, `form:${ctx.ip}`, PUBLIC_LIMIT, PUBLIC_WINDOW_MS);
  const [request] = await ctx.deps.db.select().from(customerFormRequests)
    .where(and(eq(customerFormRequests.tokenHash, hashToken(token)), isNull(customerFormRequests.usedAt), gt(customerFormRequests.expiresAt, ctx.deps.now())))
    .limit(1);
  if (!request) throw new AppError('INVALID_TOKEN');
  const db = ctx.deps.database.forVenue(request.venueId);
  const [form] = await db.select().from(customerForms).where(and(eq(customerForms.venueId, request.venueId), eq(customerForms.id, request.formId)));
  if (!form || form.archived) throw new AppError('INVALID_TOKEN');
  return { request, form, db };
}

/** GET public/forms/{token}: the form, the venue and the visit (in the venue's language). */
export async function publicForm(ctx: Ctx, token: string): Promise<PublicFormResponse> {
  const { request, form, db } = await openRequest(ctx, token);
  const [who] = await db.select({ firstName: customers.firstName, venue: venues.title, lang: venues.lang, tz: venues.timezone })
    .from(customers).innerJoin(venues, eq(venues.id, customers.venueId))
    .where(and(eq(customers.venueId, request.venueId), eq(customers.id, request.customerId)));
  return {
    venue: who?.venue ?? '',
    lang: who?.lang ?? 'en-us',
    customer_first_name: who?.firstName ?? '',
    visit_at: request.expiresAt.toISOString(),
    timezone: who?.tz ?? 'UTC',
    form: { name: form.name, description: form.description, fields: form.fields },
  };
}

/** POST public/forms/{token}: the customer's answers; the link then stops working. */
export async function submitPublicForm(ctx: Ctx, token: string, answers: Answers): Promise<{ ok: true; message: string }> {
  const { request, form, db } = await openRequest(ctx, token);
  const accepted = await acceptAnswers(form.fields, answers);
  await db.transaction(async (tx) => {
    // Claims the link: of two submissions at once, one stores its answers and the other is refused.
    const claimed = await tx.update(customerFormRequests).set({ usedAt: ctx.deps.now() })
      .where(and(eq(customerFormRequests.venueId, request.venueId), eq(customerFormRequests.id, request.id), isNull(customerFormRequests.usedAt)))
      .returning({ id: customerFormRequests.id });
    if (!claimed.length) throw new AppError('INVALID_TOKEN');
    await insertResponse(tx, {
      venueId: request.venueId, formId: form.id, customerId: request.customerId, appointmentId: request.appointmentId, requestId: request.id,
      source: 'link', fields: form.fields, answers: accepted.answers, signature: accepted.signature, filledBy: null, userId: null,
    });
  });
  return { ok: true, message: t(ctx.lang, 'customer_forms.public.thanks') };
}

/** Test and demo helper: a request's token cannot be read back, so the seed and tests make their own. */
export async function issueFormLink(deps: Deps, input: { venueId: number; formId: number; customerId: number; groupId: number; appointmentId: number | null; expiresAt: Date }): Promise<string> {
  const token = newToken();
  await deps.database.forVenue(input.venueId).insert(customerFormRequests).values({ ...input, tokenHash: hashToken(token) });
  return token;
}

