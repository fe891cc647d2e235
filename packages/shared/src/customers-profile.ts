import { z } from 'zod';
import { emailField } from './auth';
import { idSchema } from './ids';
import { customerRowSchema, dateField } from './customers';

/** Wire shapes of a customer's profile: detail, edit, activity and appointments. */

export const GENDERS = ['female', 'male', 'other'] as const;
export const CONSENT_SOURCES = ['desk', 'online', 'form', 'import', 'phone'] as const;
export const MAX_TAGS = 20;

/** The tags as the venue typed them: trimmed, without repeats (case ignored, the first spelling kept). */
export function cleanTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().replace(/\s+/g, ' ');
    const key = tag.toLocaleLowerCase();
    if (tag && !seen.has(key)) {
      seen.add(key);
      kept.push(tag);
    }
  }
  return kept;
}

const tagField = z.string().trim().min(1).max(40);
const consent = z.object({
  given: z.boolean(),
  at: z.string().nullable().describe('ISO 8601: when it was given or withdrawn'),
  source: z.string().describe('how: desk, online, form, import, phone (or empty)'),
});

/** GET customers/detail/{id}. */
export const customerDetailSchema = customerRowSchema.extend({
  gender: z.enum(GENDERS).nullable(),
  notes: z.string(),
  street: z.string(),
  city: z.string(),
  postcode: z.string(),
  country: z.string(),
  /** Billing details printed on invoices (empty: none). */
  company_name: z.string(),
  company_tax_number: z.string(),
  preferred_employee_id: idSchema.nullable(),
  sms_consent: consent,
  email_consent: consent,
  blocked_online: z.boolean(),
  updated_at: z.string(),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;
export const customerDetailResponse = z.object({ customer: customerDetailSchema });
export type CustomerDetailResponse = z.infer<typeof customerDetailResponse>;

/**
 * POST customers/update/{id}: the fields to change (the form sends them all). A consent's time is
 * set by the server when the flag changes; the form sends how it was given.
 */
export const customerUpdateBody = z
  .object({
    first_name: z.string().trim().min(1).max(80),
    last_name: z.string().trim().max(80),
    phone: z.string().trim().max(40),
    email: z.union([z.literal(''), emailField]),
    birthday: dateField.nullable(),
    gender: z.enum(GENDERS).nullable(),
    notes: z.string().max(5000),
    street: z.string().trim().max(200),
    city: z.string().trim().max(100),
    postcode: z.string().trim().max(20),
    country: z.union([z.literal(''), z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/)]),
    company_name: z.string().trim().max(200),
    company_tax_number: z.string().trim().max(40),
    tags: z.array(tagField).max(MAX_TAGS),
    alerts: z.string().trim().max(1000),
    preferred_employee_id: idSchema.nullable(),
    sms_marketing: z.boolean(),
    sms_marketing_source: z.enum(CONSENT_SOURCES),
    email_marketing: z.boolean(),
    email_marketing_source: z.enum(CONSENT_SOURCES),
    blocked_online: z.boolean(),
  })
  .partial()
  .strict();
export type CustomerUpdateBody = z.input<typeof customerUpdateBody>;

/** POST customers/tags: add or remove tags on the selected customers. */
export const customerTagsBody = z.object({
  ids: z.array(idSchema).min(1).max(1000),
  add: z.array(tagField).max(MAX_TAGS).default([]),
  remove: z.array(tagField).max(MAX_TAGS).default([]),
});
export type CustomerTagsBody = z.input<typeof customerTagsBody>;
export const customerTagsResponse = z.object({ updated: z.number().int() });

/** GET customers/tags: every tag the venue's customers carry, for the filter and the editor. */
export const customerTagListResponse = z.object({ tags: z.array(z.string()) });

/** GET customers/{id}/activity. */
export const customerActivityResponse = z.object({
  data: z.array(
    z.object({
      id: idSchema,
      action: z.string(),
      changes: z.record(z.string(), z.unknown()),
      created_at: z.string(),
      source: z.string(),
      by: z.string().nullable().describe('the employee’s name'),
    }),
  ),
});
export type CustomerActivityResponse = z.infer<typeof customerActivityResponse>;

export const CUSTOMER_APPOINTMENT_KINDS = ['upcoming', 'past', 'no_shows', 'cancellations'] as const;
export type CustomerAppointmentKind = (typeof CUSTOMER_APPOINTMENT_KINDS)[number];
export const customerAppointmentsQuery = z.object({
  kind: z.enum(CUSTOMER_APPOINTMENT_KINDS).default('upcoming'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().refine((n) => [10, 25, 50, 100].includes(n), { params: { key: 'validation.one_of' } }).default(10),
});
/** GET customers/{id}/appointments: the customer's bookings, one line per service. */
export const customerAppointmentsResponse = z.object({
  data: z.array(
    z.object({
      id: idSchema,
      group_id: idSchema,
      starts_at: z.string(),
      status: z.string(),
      cancel_reason: z.string().nullable(),
      service: z.string().nullable(),
      employee: z.string(),
      price: z.number().int().describe('minor units'),
    }),
  ),
  meta: z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int(), last_page: z.number().int() }),
});
export type CustomerAppointmentsResponse = z.infer<typeof customerAppointmentsResponse>;
