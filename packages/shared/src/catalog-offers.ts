import { z } from 'zod';
import { idSchema } from './ids';
import { isIsoDate } from './rules/calendar-time';

/**
 * Catalogue offers (issue 12): packages (services with counts sold at one price, valid N days),
 * memberships (recurring or prepaid sessions, covered services, a discount on the rest) and
 * discounts (percentage or fixed, optional code). Money is integer minor units, percentages are
 * basis points (1 % = 100). Selling, redeeming and charging belong to the sales issue; the
 * per-customer state tables are defined here for it.
 */

const rule = (key: string) => ({ params: { key: `catalog_offers.validation.${key}` } });
const issue = (path: string, key: string) => ({ code: 'custom' as const, path: [path], message: key, params: { key: `catalog_offers.validation.${key}` } });

export const MAX_PRICE = 100_000_000;
export const MAX_BP = 10_000;
export const priceField = z.number().int().min(0).max(MAX_PRICE).describe('minor units');
const nameField = z.string().trim().min(1).max(120);
const descriptionField = z.string().trim().max(1000).default('');
const offerDate = z.string().max(10).refine(isIsoDate, rule('date'));

/** GET packages / memberships / discounts: `archived=1` lists the archived ones; `search` filters by name (and code). */
export const offersQuery = z.object({ archived: z.enum(['0', '1']).optional(), search: z.string().max(100).optional() });

export const offerArchiveResponse = z.object({ id: idSchema, archived: z.boolean(), message: z.string() });
export type OfferArchiveResponse = z.infer<typeof offerArchiveResponse>;

// ---------------------------------------------------------------- packages

export const MAX_PACKAGE_ITEMS = 50;
export const packageItemInput = z.object({ service_id: idSchema, count: z.number().int().min(1).max(999) });

export const packageBody = z
  .object({
    name: nameField,
    description: descriptionField,
    price: priceField,
    validity_days: z.number().int().min(1).max(3650).describe('valid this many days after purchase'),
    online: z.boolean().default(false).describe('sellable online'),
    items: z.array(packageItemInput).min(1).max(MAX_PACKAGE_ITEMS),
  })
  .superRefine((body, ctx) => {
    if (new Set(body.items.map((item) => item.service_id)).size !== body.items.length) ctx.addIssue(issue('items', 'duplicate_service'));
  });
export type PackageBody = z.input<typeof packageBody>;
export type PackageInput = z.output<typeof packageBody>;

export const packageSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  validity_days: z.number().int(),
  online: z.boolean(),
  archived: z.boolean(),
  items: z.array(z.object({ service_id: idSchema, service_name: z.string(), count: z.number().int() })),
});
export type Package = z.infer<typeof packageSchema>;
export const packagesResponse = z.object({ data: z.array(packageSchema) });
export type PackagesResponse = z.infer<typeof packagesResponse>;
export const packageResponse = z.object({ package: packageSchema, message: z.string() });
export type PackageResponse = z.infer<typeof packageResponse>;
export const packageDetailResponse = z.object({ package: packageSchema });

/** A customer's bought package (filled by the sales issue): what is left of each service. */
export const customerPackageSchema = z.object({
  id: idSchema,
  package_id: idSchema,
  name: z.string(),
  purchased_at: z.string(),
  expires_on: z.string(),
  remaining: z.array(z.object({ service_id: idSchema, service_name: z.string(), count: z.number().int() })),
});
export const customerPackagesResponse = z.object({ data: z.array(customerPackageSchema) });
export type CustomerPackagesResponse = z.infer<typeof customerPackagesResponse>;

// ---------------------------------------------------------------- memberships

export const MEMBERSHIP_KINDS = ['recurring', 'sessions'] as const;
export const MEMBERSHIP_PERIODS = ['month', 'year'] as const;
export const MEMBERSHIP_STATES = ['active', 'paused', 'cancelled', 'expired'] as const;
export type MembershipState = (typeof MEMBERSHIP_STATES)[number];

export const membershipBody = z
  .object({
    name: nameField,
    description: descriptionField,
    kind: z.enum(MEMBERSHIP_KINDS).describe('recurring: charged every period; sessions: N prepaid sessions'),
    period: z.enum(MEMBERSHIP_PERIODS).nullable().default(null).describe('recurring only'),
    price: priceField.describe('minor units per period (recurring) or for all the sessions'),
    sessions: z.number().int().min(1).max(999).nullable().default(null).describe('sessions only'),
    validity_days: z.number().int().min(1).max(3650).nullable().default(null).describe('sessions only: valid this many days; null = no end'),
    service_ids: z.array(idSchema).min(1).max(MAX_PACKAGE_ITEMS).describe('the services it covers'),
    discount_bp: z.number().int().min(0).max(MAX_BP).default(0).describe('discount on other services, basis points'),
    online: z.boolean().default(false),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'recurring' && body.period === null) ctx.addIssue(issue('period', 'period_required'));
    if (body.kind === 'sessions' && body.sessions === null) ctx.addIssue(issue('sessions', 'sessions_required'));
    if (new Set(body.service_ids).size !== body.service_ids.length) ctx.addIssue(issue('service_ids', 'duplicate_service'));
  });
export type MembershipBody = z.input<typeof membershipBody>;
export type MembershipInput = z.output<typeof membershipBody>;

export const membershipSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  kind: z.enum(MEMBERSHIP_KINDS),
  period: z.enum(MEMBERSHIP_PERIODS).nullable(),
  price: z.number().int(),
  sessions: z.number().int().nullable(),
  validity_days: z.number().int().nullable(),
  discount_bp: z.number().int(),
  online: z.boolean(),
  archived: z.boolean(),
  services: z.array(z.object({ service_id: idSchema, service_name: z.string() })),
});
export type Membership = z.infer<typeof membershipSchema>;
export const membershipsResponse = z.object({ data: z.array(membershipSchema) });
export type MembershipsResponse = z.infer<typeof membershipsResponse>;
export const membershipResponse = z.object({ membership: membershipSchema, message: z.string() });
export type MembershipResponse = z.infer<typeof membershipResponse>;
export const membershipDetailResponse = z.object({ membership: membershipSchema });

/** A customer's membership as the profile and checkout show it. */
export const customerMembershipSchema = z.object({
  id: idSchema,
  membership_id: idSchema,
  name: z.string(),
  kind: z.enum(MEMBERSHIP_KINDS),
  state: z.enum(MEMBERSHIP_STATES),
  started_on: z.string(),
  renews_on: z.string().nullable(),
  ends_on: z.string().nullable(),
  sessions_left: z.number().int().nullable(),
  discount_bp: z.number().int(),
  service_ids: z.array(idSchema),
});
export type CustomerMembership = z.infer<typeof customerMembershipSchema>;

// ---------------------------------------------------------------- discounts

export const DISCOUNT_KINDS = ['percent', 'fixed'] as const;
export const discountCodeField = z
  .string()
  .trim()
  .min(3)
  .max(32)
  .refine((value) => /^[A-Za-z0-9_-]+$/.test(value), rule('code_format'));

export const discountBody = z
  .object({
    name: nameField,
    kind: z.enum(DISCOUNT_KINDS),
    value: z.number().int().min(1).max(MAX_PRICE).describe('percent: basis points (1 % = 100, at most 10 000); fixed: minor units'),
    applies_services: z.boolean().default(true),
    applies_products: z.boolean().default(false),
    applies_vouchers: z.boolean().default(false),
    code: discountCodeField.nullable().default(null).describe('unique per venue, case-insensitive; null = no code'),
    starts_on: offerDate.nullable().default(null),
    ends_on: offerDate.nullable().default(null),
    limit_per_customer: z.number().int().min(1).max(1000).nullable().default(null),
    manual_restricted: z.boolean().default(false).describe('applied by hand at checkout only with the discounts permission (enforced by sales)'),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'percent' && body.value > MAX_BP) ctx.addIssue(issue('value', 'percent_max'));
    if (!body.applies_services && !body.applies_products && !body.applies_vouchers) ctx.addIssue(issue('applies_services', 'applies_none'));
    if (body.starts_on && body.ends_on && body.ends_on < body.starts_on) ctx.addIssue(issue('ends_on', 'ends_before_start'));
  });
export type DiscountBody = z.input<typeof discountBody>;
export type DiscountInput = z.output<typeof discountBody>;

export const discountSchema = z.object({
  id: idSchema,
  name: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  value: z.number().int(),
  applies_services: z.boolean(),
  applies_products: z.boolean(),
  applies_vouchers: z.boolean(),
  code: z.string().nullable(),
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
  limit_per_customer: z.number().int().nullable(),
  manual_restricted: z.boolean(),
  archived: z.boolean(),
});
export type Discount = z.infer<typeof discountSchema>;
export const discountsResponse = z.object({ data: z.array(discountSchema) });
export type DiscountsResponse = z.infer<typeof discountsResponse>;
export const discountResponse = z.object({ discount: discountSchema, message: z.string() });
export type DiscountResponse = z.infer<typeof discountResponse>;
export const discountDetailResponse = z.object({ discount: discountSchema });
