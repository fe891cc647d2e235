import { z } from 'zod';
import { emailField } from './auth';
import { saleDetailSchema } from './sales';

/**
 * Receipt settings (spec §2.3 /sales/receipt): how the venue's receipt PDF looks: its paper (an 80 mm
 * thermal roll or A4), texts above and below, the tax number, and which parts show. The logo is the
 * venue's own (settings › profile); here it is only shown or not.
 */

export const RECEIPT_PAPERS = ['thermal', 'a4'] as const;
export type ReceiptPaper = (typeof RECEIPT_PAPERS)[number];
export const RECEIPT_TEXT_MAX = 500;
export const RECEIPT_TAX_NUMBER_MAX = 40;

/** The parts a venue may hide. */
export const RECEIPT_SHOW_FLAGS = ['show_logo', 'show_venue_address', 'show_venue_phone', 'show_customer', 'show_employees', 'show_tax_breakdown', 'show_payments'] as const;
export type ReceiptShowFlag = (typeof RECEIPT_SHOW_FLAGS)[number];

const text = z.string().trim().max(RECEIPT_TEXT_MAX);

export const receiptSettingsSchema = z.object({
  paper: z.enum(RECEIPT_PAPERS),
  header_text: text,
  footer_text: text,
  tax_number: z.string().trim().max(RECEIPT_TAX_NUMBER_MAX),
  show_logo: z.boolean(),
  show_venue_address: z.boolean(),
  show_venue_phone: z.boolean(),
  show_customer: z.boolean(),
  show_employees: z.boolean(),
  show_tax_breakdown: z.boolean(),
  show_payments: z.boolean(),
});
export type ReceiptSettings = z.infer<typeof receiptSettingsSchema>;

/** What a venue that never saved its settings gets (the tax number is the venue's, from its profile). */
export const defaultReceiptSettings = (taxNumber = ''): ReceiptSettings => ({
  paper: 'thermal', header_text: '', footer_text: '', tax_number: taxNumber,
  show_logo: true, show_venue_address: true, show_venue_phone: true, show_customer: true, show_employees: true, show_tax_breakdown: true, show_payments: true,
});

/** POST sales/receipt-settings/update: every field (the form sends the whole of it). */
export const receiptSettingsBody = receiptSettingsSchema;
export type ReceiptSettingsBody = z.input<typeof receiptSettingsBody>;

export const receiptSettingsResponse = z.object({
  data: receiptSettingsSchema,
  /** The venue's logo (settings › profile), shown on the receipt when show_logo is on; null: none uploaded. */
  logo: z.string().nullable(),
  /** The latest sale, for a preview of the receipt; null: no sale yet. */
  preview_sale_id: z.number().int().nullable(),
  message: z.string().optional(),
});
export type ReceiptSettingsResponse = z.infer<typeof receiptSettingsResponse>;

/** POST sales/receipt/{id}/email: to the given address, else the sale's customer's. */
export const receiptEmailBody = z.object({ email: emailField.optional() });
export type ReceiptEmailBody = z.input<typeof receiptEmailBody>;

export const receiptEmailResponse = z.object({ data: saleDetailSchema.pick({ id: true, number: true }).extend({ email: z.string() }), message: z.string() });
export type ReceiptEmailResponse = z.infer<typeof receiptEmailResponse>;

/** GET sales/receipt/{id}/email: the sale's customer's address (null: none), which the send uses when given none. */
export const receiptEmailAddressResponse = z.object({ data: saleDetailSchema.pick({ id: true, number: true }).extend({ email: z.string().nullable() }) });
export type ReceiptEmailAddressResponse = z.infer<typeof receiptEmailAddressResponse>;
