import { z } from 'zod';
import { LANGUAGES } from './constants';
import { idSchema } from './ids';

/**
 * Wire shapes of the customers' settings: the wording of the messages customers get
 * (customers/notifications), the special announcement (customers/announcement) and privacy
 * (consent history, data export, erasure). The booking policy is the settings feature's policy section.
 */

// --- message templates ------------------------------------------------------------------------
export const MESSAGE_EVENTS = ['confirmation', 'reminder', 'reschedule', 'cancellation', 'no_show', 'thank_you'] as const;
export type MessageEvent = (typeof MESSAGE_EVENTS)[number];
export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

export const MAX_SUBJECT = 200;
export const MAX_EMAIL_BODY = 5000;
/** Ten GSM-7 parts: longer texts cost more than any reminder is worth. */
export const MAX_SMS_BODY = 1530;

export const messageTemplateSchema = z.object({
  event: z.enum(MESSAGE_EVENTS),
  channel: z.enum(MESSAGE_CHANNELS),
  lang: z.enum(LANGUAGES),
  /** E-mail only ('' for SMS). */
  subject: z.string(),
  body: z.string(),
  /** True when the venue has not changed the wording (the default in this language is used). */
  is_default: z.boolean(),
  default_subject: z.string(),
  default_body: z.string(),
  updated_at: z.string().nullable().describe('ISO 8601, when the venue last changed it'),
});
export type MessageTemplate = z.infer<typeof messageTemplateSchema>;

export const templatesQuery = z.object({ lang: z.enum(LANGUAGES).optional().describe("the templates' language; default the user's") });
export const templatesResponse = z.object({ lang: z.enum(LANGUAGES), data: z.array(messageTemplateSchema) });
export type TemplatesResponse = z.infer<typeof templatesResponse>;

const templateKey = { event: z.enum(MESSAGE_EVENTS), channel: z.enum(MESSAGE_CHANNELS), lang: z.enum(LANGUAGES) };
export const templateUpdateBody = z
  .strictObject({
    ...templateKey,
    subject: z.string().trim().max(MAX_SUBJECT).default(''),
    body: z.string().trim().min(1).max(MAX_EMAIL_BODY),
  })
  .superRefine((value, ctx) => {
    if (value.channel === 'email' && !value.subject) ctx.addIssue({ code: 'custom', path: ['subject'], message: 'required', params: { key: 'validation.required' } });
    if (value.channel === 'sms' && value.body.length > MAX_SMS_BODY) {
      ctx.addIssue({ code: 'custom', path: ['body'], message: 'too long', params: { key: 'customer_settings.validation.sms_too_long' } });
    }
  });
export type TemplateUpdateBody = z.input<typeof templateUpdateBody>;
export const templateResetBody = z.strictObject(templateKey);
export type TemplateResetBody = z.infer<typeof templateResetBody>;
export const templateResponse = z.object({ template: messageTemplateSchema, message: z.string() });
export type TemplateResponse = z.infer<typeof templateResponse>;

// --- announcement -----------------------------------------------------------------------------
// A real calendar day (z.iso.date refuses 2026-02-30, which PostgreSQL would refuse with a 500).
const dateOnly = z.iso.date().describe('YYYY-MM-DD');

export const announcementSchema = z.object({
  enabled: z.boolean(),
  title: z.string(),
  text: z.string(),
  starts_on: z.string().nullable().describe('YYYY-MM-DD, first day shown; null: from now'),
  ends_on: z.string().nullable().describe('YYYY-MM-DD, last day shown; null: until turned off'),
  updated_at: z.string().nullable(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementUpdateBody = z
  .strictObject({
    enabled: z.boolean(),
    title: z.string().trim().max(120),
    text: z.string().trim().max(2000),
    starts_on: dateOnly.nullable().default(null),
    ends_on: dateOnly.nullable().default(null),
  })
  .superRefine((value, ctx) => {
    if (value.enabled && !value.title && !value.text) {
      ctx.addIssue({ code: 'custom', path: ['title'], message: 'required', params: { key: 'customer_settings.validation.announcement_empty' } });
    }
    if (value.starts_on && value.ends_on && value.ends_on < value.starts_on) {
      ctx.addIssue({ code: 'custom', path: ['ends_on'], message: 'before start', params: { key: 'customer_settings.validation.ends_before_starts' } });
    }
  });
export type AnnouncementUpdateBody = z.input<typeof announcementUpdateBody>;
export const announcementResponse = z.object({ announcement: announcementSchema, active_today: z.boolean(), message: z.string().optional() });
export type AnnouncementResponse = z.infer<typeof announcementResponse>;

// --- privacy ----------------------------------------------------------------------------------
export const CONSENT_CHANNELS = ['sms', 'email'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];
/** Where a consent was given or withdrawn: at the desk, by the customer online, by an import, on a form, or by erasure. */
export const CONSENT_SOURCES = ['desk', 'online', 'import', 'form', 'erasure'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

export const consentEntrySchema = z.object({
  id: idSchema,
  channel: z.enum(CONSENT_CHANNELS),
  granted: z.boolean(),
  source: z.enum(CONSENT_SOURCES),
  by: z.string().describe('the employee who recorded it, or "" (the customer, an import)'),
  at: z.string().describe('ISO 8601'),
});
export type ConsentEntry = z.infer<typeof consentEntrySchema>;

export const consentsResponse = z.object({
  customer_id: idSchema,
  /** The full name as shown (erasure asks for it typed again). */
  name: z.string(),
  erased: z.boolean(),
  erased_at: z.string().nullable(),
  sms_marketing: z.boolean(),
  email_marketing: z.boolean(),
  history: z.array(consentEntrySchema),
});
export type ConsentsResponse = z.infer<typeof consentsResponse>;

export const consentUpdateBody = z.strictObject({
  channel: z.enum(CONSENT_CHANNELS),
  granted: z.boolean(),
  source: z.enum(['desk', 'online', 'import', 'form']).default('desk'),
});
export type ConsentUpdateBody = z.input<typeof consentUpdateBody>;

export const privacyExportQuery = z.object({ format: z.enum(['json', 'pdf']).default('json') });

/** POST customers/erase/{id}: the customer's full name, typed again, confirms. */
export const eraseBody = z.strictObject({ confirmation: z.string().trim().min(1).max(200) });
export type EraseBody = z.input<typeof eraseBody>;
export const eraseResponse = z.object({ customer_id: idSchema, erased_at: z.string(), name: z.string(), message: z.string() });
export type EraseResponse = z.infer<typeof eraseResponse>;

/** GET customers/privacy-export/{id}?format=json: everything the venue holds on one customer. */
export const privacyExportSchema = z.object({
  exported_at: z.string(),
  venue: z.object({ id: idSchema, name: z.string() }),
  customer: z.record(z.string(), z.unknown()),
  consents: z.array(consentEntrySchema),
  appointments: z.array(z.record(z.string(), z.unknown())),
  /** Their purchases: sale documents (sales, voids, refunds) with their lines. */
  sales: z.array(z.record(z.string(), z.unknown())),
  /** The forms they filled: each question with its answer, and the signature as a PNG data URL. */
  forms: z.array(z.record(z.string(), z.unknown())),
  packages: z.array(z.record(z.string(), z.unknown())),
  memberships: z.array(z.record(z.string(), z.unknown())),
  activity: z.array(z.object({ at: z.string(), action: z.string(), by: z.string(), changes: z.record(z.string(), z.unknown()) })),
});
export type PrivacyExport = z.infer<typeof privacyExportSchema>;
