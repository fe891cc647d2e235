import { z } from 'zod';
import { PAGE_SIZES } from './constants';
import { idSchema } from './ids';
import { specPageFields } from './spec-page';

/**
 * SMS credit (spec §3 "SMS", §7 "SMS", §9; issue 19): the packs a venue buys (GET sms/list), buying
 * one through the card provider (POST sms/buy, form data), and the SMS part of the message history
 * (GET sms/history, the spec's paging). The balance is `sms_amount` in the response envelope.
 */

/** A pack of credits; one credit is one SMS segment (rules/sms-segments.ts). Prices in euro cents. */
export interface SmsPack { id: number; credits: number; price: number }
export const SMS_PACKS: readonly SmsPack[] = [
  { id: 1, credits: 100, price: 900 },
  { id: 2, credits: 500, price: 3_900 },
  { id: 3, credits: 2_000, price: 13_900 },
];
export const SMS_CURRENCY = 'EUR';
/** Below this balance the staff are told once (the low-credit notice). */
export const SMS_LOW_CREDIT = 20;
/** Spec §9: SMS history defaults. */
export const SMS_HISTORY_PAGE_SIZE = 10;

export const smsPackSchema = z.object({
  id: idSchema,
  credits: z.number().int(),
  price: z.number().int().describe('minor units (cents)'),
  currency: z.string(),
});
export const smsListResponse = z.object({
  data: z.array(smsPackSchema),
  message: z.string().nullable(),
  sms_amount: z.number().int().describe('SMS credit balance'),
});
export type SmsListResponse = z.infer<typeof smsListResponse>;

/** POST sms/buy, sent as form data (spec §7): the pack's id. */
export const smsBuyBody = z.object({
  id: z.coerce.number().int().refine((id) => SMS_PACKS.some((pack) => pack.id === id), { params: { key: 'validation.one_of' } }),
});
export const smsBuyResponse = z.object({
  data: z.object({ id: z.string().describe("the card provider's checkout session"), url: z.string().describe('its hosted page') }),
  sms_amount: z.number().int(),
});
export type SmsBuyResponse = z.infer<typeof smsBuyResponse>;

export const SMS_STATES = ['pending', 'sending', 'sent', 'delivered', 'failed', 'undelivered'] as const;

export const smsHistoryQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { params: { key: 'validation.one_of' } })
    .default(SMS_HISTORY_PAGE_SIZE),
});

export const smsHistoryRow = z.object({
  id: idSchema,
  created_at: z.string(),
  kind: z.string().describe('reminder, or the customer event that sent it'),
  to: z.string(),
  body: z.string(),
  segments: z.number().int(),
  credits: z.number().int(),
  encoding: z.enum(['gsm7', 'ucs2']),
  transport: z.string().describe('twilio, or outbox (kept here only)'),
  state: z.enum(SMS_STATES),
  last_error: z.string().nullable(),
  sent_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
});
export type SmsHistoryRow = z.infer<typeof smsHistoryRow>;

/** The spec's history page (§3): data[], current_page, per_page, last_page, from, to, total. */
export const smsHistoryResponse = z.object({
  data: z.array(smsHistoryRow),
  ...specPageFields,
  sms_amount: z.number().int(),
});
export type SmsHistoryResponse = z.infer<typeof smsHistoryResponse>;
