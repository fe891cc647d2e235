import { z } from 'zod';
import { accessFieldsSchema, flagSchema } from './access';
import { idSchema } from './ids';

/**
 * Wire shapes of the staff PIN calls (spec §7 "Permissions and staff PIN"): the venue switches PIN
 * use on (POST settings/venue/pin), each employee sets a 4–6 digit PIN (PATCH employees/pin), and a
 * shared desk asks whose PIN was typed (POST employees/pin/check) — for the end-of-day report and to
 * say who did a checkout.
 */

export const PIN_MIN_LENGTH = 4;
export const PIN_MAX_LENGTH = 6;
/** Wrong PINs from one device (venue + address) before PIN checks from it are locked for the window. */
export const PIN_MAX_FAILURES = 5;
/** Checks from one device in a window, right or wrong (a script trying PINs is slowed either way). */
export const PIN_MAX_CHECKS = 30;
/** Wrong PINs in a venue from every device before the venue's PIN checks are locked for the window. */
export const PIN_MAX_VENUE_FAILURES = 50;
export const PIN_WINDOW_MINUTES = 15;

export const pinField = z
  .string()
  .max(64)
  .refine((value) => /^\d{4,6}$/.test(value), { params: { key: 'staff_access.validation.pin_format' } })
  .describe('4 to 6 digits');

export const venuePinSchema = z.strictObject({ staff_pin: flagSchema.describe('1 = the venue uses staff PINs') });
export type VenuePin = z.infer<typeof venuePinSchema>;
export const venuePinResponseSchema = z.object({ staff_pin: flagSchema, message: z.string() }).extend(accessFieldsSchema.shape);
export type VenuePinResponse = z.infer<typeof venuePinResponseSchema>;

export const pinUpdateSchema = z.strictObject({
  staff_pin: pinField.nullable().describe('the new PIN; null removes it (the employee sets a new one)'),
  employee_id: idSchema
    .optional()
    .describe("another employee's PIN (needs the staff flag); without it, the caller's own"),
});
export type PinUpdate = z.infer<typeof pinUpdateSchema>;

export const pinHolderSchema = z.object({
  id: idSchema,
  first_name: z.string(),
  last_name: z.string(),
  has_pin: flagSchema,
  is_owner: flagSchema.describe("only the owner changes the owner's PIN"),
});
export type PinHolder = z.infer<typeof pinHolderSchema>;

export const pinUpdateResponseSchema = z.object({ data: pinHolderSchema, message: z.string() });
export type PinUpdateResponse = z.infer<typeof pinUpdateResponseSchema>;

export const pinStatusSchema = z
  .object({
    staff_pin: flagSchema.describe("the venue's switch"),
    me: pinHolderSchema.describe('the caller'),
    data: z.array(pinHolderSchema).describe('every active employee (only for callers with the staff flag, else empty)'),
  })
  .extend(accessFieldsSchema.shape);
export type PinStatus = z.infer<typeof pinStatusSchema>;

export const pinCheckSchema = z.strictObject({ pin: pinField });
export type PinCheck = z.infer<typeof pinCheckSchema>;

export const pinCheckResponseSchema = z.object({
  data: z.object({ data: z.object({ id: idSchema, name: z.string() }).describe('whose PIN it is') }),
});
export type PinCheckResponse = z.infer<typeof pinCheckResponseSchema>;
