import { z } from 'zod';
import { PERMISSION_FLAGS, PLAN_FEATURES } from './permissions';

/**
 * The access fields any successful response may carry (spec §7 "Every successful response",
 * DESIGN.md §3). The web rebuilds its maps from whichever of them is present.
 */

/** A yes/no flag on the wire: 1 or 0 (the spec reads "above 0" as yes). */
export const flagSchema = z.union([z.literal(0), z.literal(1)]);
export type Flag = z.infer<typeof flagSchema>;
export const toFlag = (value: boolean | number | null | undefined): Flag => (value ? 1 : 0);

export const permissionMapSchema = z
  .object(Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, flagSchema])) as Record<(typeof PERMISSION_FLAGS)[number], typeof flagSchema>)
  .describe('Permission flags of spec §6: 1 = granted');

export const featureMapSchema = z
  .object(Object.fromEntries(PLAN_FEATURES.map((feature) => [feature, z.number().int().min(0)])) as Record<(typeof PLAN_FEATURES)[number], z.ZodNumber>)
  .describe(
    'Features of the plan in effect today (spec §6): 1 = available, 0 = not in the plan. ' +
      '`employees` is a limit, not a switch: the number of bookable staff allowed, 0 = no limit.',
  );

export const accessFieldsSchema = z.object({
  permissions: permissionMapSchema.optional(),
  subscription: featureMapSchema.optional(),
  subscription_info: flagSchema.optional().describe('1 while a paid plan applies (paid or on trial), else 0'),
  sms_amount: z.number().int().optional().describe('SMS credit balance'),
});
export type AccessFields = z.infer<typeof accessFieldsSchema>;
