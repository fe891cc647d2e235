import { z } from 'zod';
import { idSchema } from './ids';

/**
 * Consultation and consent forms (spec §2.3 /customers/forms and /customers/form-responses): a form
 * is a list of fields (one JSON document, `formFieldsSchema`), attached to services and asked before
 * the visit by link and/or at the desk; a response keeps the fields as they were when it was filled,
 * its answers, and at most one signature (a PNG). Answers are checked by rules/customer-form-answers.ts.
 */

export const FORM_FIELD_TYPES = ['short_text', 'long_text', 'single_choice', 'multiple_choice', 'yes_no', 'date', 'signature', 'heading'] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];
/** Field types that take one of `options`. */
export const CHOICE_TYPES: readonly FormFieldType[] = ['single_choice', 'multiple_choice'];
export const MAX_FORM_FIELDS = 60;
export const MAX_FIELD_OPTIONS = 20;
export const MAX_SHORT_ANSWER = 200;
export const MAX_LONG_ANSWER = 4000;
/** A signature PNG larger than this is refused (a pad drawing is 10–40 KB). */
export const MAX_SIGNATURE_BYTES = 300_000;
/** Links are sent for visits starting within this many hours. */
export const FORM_LINK_LEAD_HOURS = 48;

export const formFieldSchema = z.object({
  id: z.string().regex(/^[a-z0-9_-]{1,40}$/).describe('stable key of the field inside the form'),
  type: z.enum(FORM_FIELD_TYPES),
  label: z.string().trim().min(1).max(300),
  /** Help text under the question, or the paragraph of a heading block. */
  help: z.string().trim().max(2000).default(''),
  required: z.boolean().default(false),
  options: z.array(z.string().trim().min(1).max(120)).max(MAX_FIELD_OPTIONS).default([]),
});
export type FormField = z.infer<typeof formFieldSchema>;
export type FormFieldInput = z.input<typeof formFieldSchema>;

/** The field definitions of a form: the one schema both the builder and the server use. */
export const formFieldsSchema = z
  .array(formFieldSchema)
  .min(1)
  .max(MAX_FORM_FIELDS)
  .superRefine((fields, ctx) => {
    const seen = new Set<string>();
    let signatures = 0;
    fields.forEach((field, index) => {
      if (seen.has(field.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: 'customer_forms.validation.duplicate_field', params: { key: 'customer_forms.validation.duplicate_field' } });
      seen.add(field.id);
      if (CHOICE_TYPES.includes(field.type)) {
        if (field.options.length < 2) ctx.addIssue({ code: 'custom', path: [index, 'options'], message: 'customer_forms.validation.two_options', params: { key: 'customer_forms.validation.two_options' } });
        if (new Set(field.options.map((o) => o.toLowerCase())).size !== field.options.length) {
          ctx.addIssue({ code: 'custom', path: [index, 'options'], message: 'customer_forms.validation.duplicate_option', params: { key: 'customer_forms.validation.duplicate_option' } });
        }
      }
      if (field.type === 'signature' && ++signatures > 1) ctx.addIssue({ code: 'custom', path: [index, 'type'], message: 'customer_forms.validation.one_signature', params: { key: 'customer_forms.validation.one_signature' } });
    });
  });

export const formBody = z.object({
  name: z.string().trim().min(1).max(120),
  description: z.string().trim().max(2000).default(''),
  fields: formFieldsSchema,
  service_ids: z.array(idSchema).max(500).default([]).describe('services whose bookings ask for this form'),
  ask_by_link: z.boolean().default(true).describe('e-mail a link before the visit'),
  ask_at_desk: z.boolean().default(true).describe('offer it at the desk ("Fill now")'),
});
export type FormBody = z.input<typeof formBody>;

export const formSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  fields: z.array(formFieldSchema),
  service_ids: z.array(idSchema),
  ask_by_link: z.boolean(),
  ask_at_desk: z.boolean(),
  archived: z.boolean(),
  response_count: z.number().int(),
  updated_at: z.string(),
});
export type CustomerForm = z.infer<typeof formSchema>;

export const formsQuery = z.object({
  search: z.string().max(100).optional(),
  archived: z.enum(['0', '1']).optional().describe("'1': archived forms only; default active ones"),
  service_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export const formsResponse = z.object({ data: z.array(formSchema) });
export type FormsResponse = z.infer<typeof formsResponse>;
export const formResponse = z.object({ data: formSchema, message: z.string().optional() });
export type FormResponse = z.infer<typeof formResponse>;

/** One answer: text or date ('YYYY-MM-DD'), the chosen options, yes/no, or the signature as a PNG data URL. */
export const answerValue = z.union([z.string().max(MAX_SIGNATURE_BYTES * 2), z.array(z.string().max(200)).max(MAX_FIELD_OPTIONS), z.boolean(), z.null()]);
export type AnswerValue = z.infer<typeof answerValue>;
export const answersSchema = z.record(z.string().max(40), answerValue);
export type Answers = z.infer<typeof answersSchema>;

export const RESPONSE_SOURCES = ['desk', 'link'] as const;

/** POST form-responses/store: filled at the desk. */
export const formFillBody = z.object({
  form_id: idSchema,
  customer_id: idSchema,
  appointment_id: idSchema.nullable().optional(),
  answers: answersSchema,
});
export type FormFillBody = z.input<typeof formFillBody>;

export const responseSummarySchema = z.object({
  id: idSchema,
  form_id: idSchema,
  form_name: z.string(),
  customer_id: idSchema,
  customer_name: z.string(),
  appointment_id: idSchema.nullable(),
  source: z.enum(RESPONSE_SOURCES),
  has_signature: z.boolean(),
  created_at: z.string(),
});
export type ResponseSummary = z.infer<typeof responseSummarySchema>;

export const responseDetailSchema = responseSummarySchema.extend({
  fields: z.array(formFieldSchema).describe('the form as it was when filled'),
  answers: answersSchema.describe('signature answers are true here; the image is `signature`'),
  signature: z.string().nullable().describe('data:image/png;base64,…'),
  filled_by: z.string().nullable(),
});
export type ResponseDetail = z.infer<typeof responseDetailSchema>;

export const responsesQuery = z.object({
  form_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  customer_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().refine((n) => [10, 25, 50, 100].includes(n)).default(25),
});
export type ResponsesQuery = z.input<typeof responsesQuery>;
export const responsesResponse = z.object({
  data: z.array(responseSummarySchema),
  meta: z.object({ total: z.number().int(), page: z.number().int(), per_page: z.number().int() }),
});
export type ResponsesResponse = z.infer<typeof responsesResponse>;
export const responseDetailResponse = z.object({ data: responseDetailSchema, message: z.string().optional() });
export type ResponseDetailResponse = z.infer<typeof responseDetailResponse>;

/** GET public/forms/{token}: what the customer's page shows. */
export const publicFormResponse = z.object({
  venue: z.string(),
  lang: z.string(),
  customer_first_name: z.string(),
  visit_at: z.string().describe('ISO instant of the visit'),
  timezone: z.string(),
  form: z.object({ name: z.string(), description: z.string(), fields: z.array(formFieldSchema) }),
});
export type PublicFormResponse = z.infer<typeof publicFormResponse>;
export const publicFormParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });
export const publicFormBody = z.object({ answers: answersSchema });
export const publicFormSubmitResponse = z.object({ ok: z.literal(true), message: z.string() });
