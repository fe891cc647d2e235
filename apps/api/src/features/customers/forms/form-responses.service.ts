import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Answers, FormField, formFillBody, ResponseDetailResponse, responsesQuery, ResponsesResponse, ResponseSummary } from '@chairside/shared/customer-forms';
import { checkAnswers, cleanAnswers } from '@chairside/shared/rules/customer-form-answers';
import { fullName } from '@chairside/shared/rules/name';
import type { Queryable } from '../../../db/client';
import { appointments, customerFormResponses, customerForms, customers, employees, venues } from '../../../db/schema/index';
import { assertFeature } from '../../../lib/access';
import { insertActivity, logActivity } from '../../../lib/activity';
import type { VenueCtx } from '../../../lib/context';
import { AppError, type FieldMessage } from '../../../lib/errors';
import { t } from '../../../lib/i18n';
import { findForm } from './forms.service';
import { signaturePng } from './form-signature';

/** Filled forms (spec §2.3 /customers/form-responses): the fields as they were, the answers, the signature PNG. */

const summaryColumns = {
  id: customerFormResponses.id,
  formId: customerFormResponses.formId,
  formName: customerForms.name,
  customerId: customerFormResponses.customerId,
  firstName: customers.firstName,
  lastName: customers.lastName,
  appointmentId: customerFormResponses.appointmentId,
  source: customerFormResponses.source,
  hasSignature: sql<boolean>`${customerFormResponses.signature} is not null`,
  createdAt: customerFormResponses.createdAt,
};
type SummaryRow = { id: number; formId: number; formName: string; customerId: number; firstName: string; lastName: string; appointmentId: number | null; source: 'desk' | 'link'; hasSignature: boolean; createdAt: Date };
const summaryWire = (row: SummaryRow): ResponseSummary => ({
  id: row.id,
  form_id: row.formId,
  form_name: row.formName,
  customer_id: row.customerId,
  customer_name: fullName(row.firstName, row.lastName),
  appointment_id: row.appointmentId,
  source: row.source,
  has_signature: row.hasSignature,
  created_at: row.createdAt.toISOString(),
});

const joined = (db: Queryable, columns: typeof summaryColumns) =>
  db.select(columns).from(customerFormResponses)
    .innerJoin(customerForms, and(eq(customerForms.venueId, customerFormResponses.venueId), eq(customerForms.id, customerFormResponses.formId)))
    .innerJoin(customers, and(eq(customers.venueId, customerFormResponses.venueId), eq(customers.id, customerFormResponses.customerId)));

/** GET form-responses: newest first, by form, customer and venue-local date range. */
export async function listResponses(ctx: VenueCtx, query: z.output<typeof responsesQuery>): Promise<ResponsesResponse> {
  const [venue] = await ctx.db.select({ tz: venues.timezone }).from(venues).where(eq(venues.id, ctx.venueId));
  const tz = venue?.tz ?? 'UTC';
  const conditions = [eq(customerFormResponses.venueId, ctx.venueId)];
  if (query.form_id) conditions.push(eq(customerFormResponses.formId, query.form_id));
  if (query.customer_id) conditions.push(eq(customerFormResponses.customerId, query.customer_id));
  if (query.from) conditions.push(gte(customerFormResponses.createdAt, sql`(${query.from}::date)::timestamp at time zone ${tz}`));
  if (query.to) conditions.push(lt(customerFormResponses.createdAt, sql`(${query.to}::date + 1)::timestamp at time zone ${tz}`));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    joined(ctx.db, summaryColumns).where(where).orderBy(desc(customerFormResponses.createdAt), desc(customerFormResponses.id))
      .limit(query.per_page).offset((query.page - 1) * query.per_page),
    ctx.db.select({ n: count() }).from(customerFormResponses).where(where),
  ]);
  return { data: rows.map(summaryWire), meta: { total: total?.n ?? 0, page: query.page, per_page: query.per_page } };
}

export interface ResponseRecord {
  summary: ResponseSummary;
  fields: FormField[];
  answers: Answers;
  signature: Buffer | null;
  filledBy: string | null;
}

/** One response with everything the detail and the PDF show. */
export async function readResponse(db: Queryable, venueId: number, id: number): Promise<ResponseRecord> {
  const [row] = await joined(db, summaryColumns).where(and(eq(customerFormResponses.venueId, venueId), eq(customerFormResponses.id, id))).limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  const [extra] = await db
    .select({ fields: customerFormResponses.fields, answers: customerFormResponses.answers, signature: customerFormResponses.signature, first: employees.firstName, last: employees.lastName })
    .from(customerFormResponses)
    .leftJoin(employees, and(eq(employees.venueId, customerFormResponses.venueId), eq(employees.id, customerFormResponses.filledBy)))
    .where(and(eq(customerFormResponses.venueId, venueId), eq(customerFormResponses.id, id)));
  return {
    summary: summaryWire(row),
    fields: extra!.fields,
    answers: extra!.answers,
    signature: extra!.signature,
    filledBy: extra!.first === null ? null : fullName(extra!.first, extra!.last ?? ''),
  };
}

/** GET form-responses/detail/{id}. */
export async function responseDetail(ctx: VenueCtx, id: number): Promise<ResponseDetailResponse> {
  const record = await readResponse(ctx.db, ctx.venueId, id);
  return {
    data: {
      ...record.summary,
      fields: record.fields,
      answers: record.answers,
      signature: record.signature ? `data:image/png;base64,${record.signature.toString('base64')}` : null,
      filled_by: record.filledBy,
    },
  };
}

/**
 * Checks answers against the form's fields (shared rule, then the signature's PNG) and answers what
 * to store: the clean answers (a signature answer becomes `true`) and the PNG. 422 per field otherwise.
 */
export async function acceptAnswers(fields: FormField[], answers: Answers): Promise<{ answers: Answers; signature: Buffer | null }> {
  const problems = checkAnswers(fields, answers);
  if (Object.keys(problems).length) {
    const errors: Record<string, FieldMessage[]> = {};
    for (const [id, keys] of Object.entries(problems)) errors[`answers.${id}`] = keys.map((key) => ({ key }));
    throw new AppError('VALIDATION', { errors });
  }
  const clean = cleanAnswers(fields, answers);
  let signature: Buffer | null = null;
  for (const field of fields) {
    if (field.type !== 'signature' || typeof clean[field.id] !== 'string') continue;
    signature = await signaturePng(field.id, clean[field.id] as string);
    clean[field.id] = true;
  }
  return { answers: clean, signature };
}

export interface NewResponse {
  venueId: number;
  formId: number;
  customerId: number;
  appointmentId: number | null;
  requestId: number | null;
  source: 'desk' | 'link';
  fields: FormField[];
  answers: Answers;
  signature: Buffer | null;
  filledBy: number | null;
  userId: number | null;
}

/** Stores a response and logs it on the customer's activity, in the caller's transaction. */
export async function insertResponse(tx: Queryable, input: NewResponse): Promise<number> {
  const [row] = await tx.insert(customerFormResponses).values({
    venueId: input.venueId, formId: input.formId, customerId: input.customerId, appointmentId: input.appointmentId, requestId: input.requestId,
    source: input.source, fields: input.fields, answers: input.answers, signature: input.signature, filledBy: input.filledBy,
  }).returning({ id: customerFormResponses.id });
  await insertActivity(tx, [{
    venueId: input.venueId, userId: input.userId, employeeId: input.filledBy, entity: 'customer', entityId: input.customerId,
    action: 'form_filled', changes: { form_id: input.formId, response_id: row!.id, source: input.source }, source: input.source === 'link' ? 'public' : 'web',
  }]);
  return row!.id;
}

/** POST form-responses/store: a form filled at the desk for a customer (optionally for one appointment). */
export async function storeDeskResponse(ctx: VenueCtx, body: z.output<typeof formFillBody>): Promise<ResponseDetailResponse> {
  const form = await findForm(ctx.db, ctx.venueId, body.form_id);
  if (form.archived) throw new AppError('NOT_FOUND');
  await assertFeature(ctx, 'forms');
  const [customer] = await ctx.db.select({ id: customers.id }).from(customers).where(and(eq(customers.venueId, ctx.venueId), eq(customers.id, body.customer_id)));
  if (!customer) throw new AppError('NOT_FOUND');
  if (body.appointment_id) {
    const [visit] = await ctx.db.select({ id: appointments.id }).from(appointments)
      .where(and(eq(appointments.venueId, ctx.venueId), eq(appointments.id, body.appointment_id), eq(appointments.customerId, body.customer_id)));
    if (!visit) throw new AppError('NOT_FOUND');
  }
  const accepted = await acceptAnswers(form.fields, body.answers);
  const id = await ctx.db.transaction(async (tx) => {
    const responseId = await insertResponse(tx, {
      venueId: ctx.venueId, formId: form.id, customerId: body.customer_id, appointmentId: body.appointment_id ?? null, requestId: null,
      source: 'desk', fields: form.fields, answers: accepted.answers, signature: accepted.signature, filledBy: ctx.employeeId, userId: ctx.userId,
    });
    await logActivity(ctx, { entity: 'customer_form_response', entityId: responseId, action: 'create', changes: { form_id: form.id, customer_id: body.customer_id } }, tx);
    return responseId;
  });
  return { ...(await responseDetail(ctx, id)), message: t(ctx.lang, 'customer_forms.response_saved') };
}
