import { and, asc, eq } from 'drizzle-orm';
import type { Language } from '@chairside/shared/constants';
import type { Queryable } from '../../../db/client';
import { customerFormResponses, customerForms } from '../../../db/schema/index';
import { answerText } from './form-pdf';

/** One form a customer filled, as their data export lists it: every question with the answer given, and the signature drawn. */
export interface FilledForm {
  form: string;
  filled_at: string;
  source: string;
  appointment_id: number | null;
  answers: { question: string; answer: string }[];
  /** The signature as a PNG data URL (null: none, or erased). */
  signature: string | null;
}

/** A customer's filled forms, oldest first, answers written out in `lang` (customers/privacy). */
export async function customerFilledForms(db: Queryable, venueId: number, customerId: number, lang: Language): Promise<FilledForm[]> {
  const rows = await db
    .select({ form: customerForms.name, at: customerFormResponses.createdAt, source: customerFormResponses.source, appointmentId: customerFormResponses.appointmentId, fields: customerFormResponses.fields, answers: customerFormResponses.answers, signature: customerFormResponses.signature })
    .from(customerFormResponses)
    .innerJoin(customerForms, and(eq(customerForms.venueId, customerFormResponses.venueId), eq(customerForms.id, customerFormResponses.formId)))
    .where(and(eq(customerFormResponses.venueId, venueId), eq(customerFormResponses.customerId, customerId)))
    .orderBy(asc(customerFormResponses.createdAt), asc(customerFormResponses.id));
  return rows.map((row) => ({
    form: row.form, filled_at: row.at.toISOString(), source: row.source, appointment_id: row.appointmentId,
    answers: row.fields.filter((field) => field.type !== 'heading' && field.type !== 'signature').map((field) => ({ question: field.label, answer: answerText(lang, field, row.answers[field.id]) })),
    signature: row.signature ? `data:image/png;base64,${row.signature.toString('base64')}` : null,
  }));
}
