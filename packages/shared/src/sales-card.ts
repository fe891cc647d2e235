import { z } from 'zod';
import { idSchema } from './ids';
import { CARD_CHANNELS, checkoutSchema, MAX_SALE_AMOUNT, paymentBody } from './sales';

/**
 * Card payments at the till through the venue's own card service (Chairside Pay, issue 17): the
 * provider's hosted page opened on the desk's device or sent as a pay-by-link; the sale is written
 * when the provider's webhook says the money was taken. A refund to the card is asked of the provider
 * and recorded when it confirms.
 */

/** Why Chairside Pay cannot take this cart's card now (null: it can). */
export const CARD_SERVICE_BLOCKS = ['not_connected', 'pending', 'restricted', 'flow_off'] as const;
export type TillCardBlock = (typeof CARD_SERVICE_BLOCKS)[number];

export const tillCardServiceQuery = z.object({ checkout_id: z.coerce.number().int().positive().max(2_147_483_647).optional() });
export const tillCardServiceResponse = z.object({
  data: z.object({
    available: z.boolean(),
    /** The first reason it is not (the flow of the cart's lines switched off, or the account not active). */
    reason: z.enum(CARD_SERVICE_BLOCKS).nullable(),
  }),
});
export type TillCardServiceResponse = z.infer<typeof tillCardServiceResponse>;

export const checkoutCardBody = z.object({
  channel: z.enum(CARD_CHANNELS),
  /** sms: the number to text (default: the cart's customer's). */
  phone: z.string().trim().max(40).optional(),
  /** email: the address (default: the cart's customer's). */
  email: z.email().max(254).optional(),
  /**
   * A split with the desk's other methods: the card's part (default: what is due less `payments`); more
   * than zero, at most what is due. The server adds them up against what it computes is due.
   */
  amount: z.number().int().min(0).max(MAX_SALE_AMOUNT).optional(),
  /** The rest at the desk (cash, card terminal, other; not a voucher nor a deposit), recorded with the card's part when it is paid. */
  payments: z.array(paymentBody).max(9).default([]),
});
export type CheckoutCardBody = z.input<typeof checkoutCardBody>;
export const checkoutCardResponse = z.object({ data: checkoutSchema, message: z.string() });
export type CheckoutCardResponse = z.infer<typeof checkoutCardResponse>;

export const cardRefundBody = z.object({
  /** Lines to give back, each with how many; none: everything still refundable. */
  lines: z.array(z.object({ line_id: idSchema, quantity: z.number().int().min(1).max(1000) })).max(200).optional(),
  reason: z.string().trim().min(1).max(500),
});
export type CardRefundBody = z.input<typeof cardRefundBody>;
export const cardRefundResponse = z.object({
  data: z.object({
    id: idSchema,
    sale_id: idSchema,
    amount: z.number().int(),
    /** requested: asked of the provider; recorded: the provider confirmed, `refund_id` is the refund document. */
    status: z.enum(['requested', 'recorded']),
    refund_id: idSchema.nullable(),
  }),
  message: z.string(),
});
export type CardRefundResponse = z.infer<typeof cardRefundResponse>;
