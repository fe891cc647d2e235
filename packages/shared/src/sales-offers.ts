import { z } from 'zod';
import { idSchema } from './ids';
import { customerMembershipSchema, customerPackageSchema, discountSchema, membershipSchema, packageSchema } from './catalog-offers';

/**
 * Packages, memberships and catalogue discounts at the till (issue 14 "Checkout"/"Payments").
 * The fields a checkout line and a cart carry for them, kept apart from sales.ts so each offer
 * kind of the till (vouchers too) adds its own file.
 */

/** The sale line kinds this file adds (sales.ts lists them with the others). */
export const OFFER_LINE_KINDS = ['package', 'membership'] as const;
export type OfferLineKind = (typeof OFFER_LINE_KINDS)[number];
export const isOfferKind = (kind: string): kind is OfferLineKind => (OFFER_LINE_KINDS as readonly string[]).includes(kind);

/** A catalogue discount picked from the list or typed by its code (case does not matter). */
export const tillDiscountBody = z.union([
  z.object({ discount_id: idSchema }),
  z.object({ code: z.string().trim().min(1).max(60) }),
]);
export type TillDiscountBody = z.input<typeof tillDiscountBody>;

/** What a service line is paid with instead of money: a bought package or a membership of the cart's customer. */
export const coverBody = z.union([
  z.object({ customer_package_id: idSchema }),
  z.object({ customer_membership_id: idSchema }),
]);
export type CoverBody = z.input<typeof coverBody>;

/** Extra fields of a till item (checkoutItemBody). */
export const offerItemFields = {
  /** kind 'package': the catalogue package sold. */
  package_id: idSchema.nullish(),
  /** kind 'membership': the catalogue membership sold. */
  membership_id: idSchema.nullish(),
  /** A catalogue discount on this line (instead of a manual `discount`). */
  catalog_discount: tillDiscountBody.nullish(),
  /** kind 'service': covered by the customer's package or membership (price 0), or the membership's discount where it does not cover it. */
  cover: coverBody.nullish(),
};

/** Extra fields of a checkout line as the API answers it. */
export const offerLineFields = {
  package_id: idSchema.nullish(),
  membership_id: idSchema.nullish(),
  discount_id: idSchema.nullish(),
  discount_name: z.string().nullish(),
  cover: z.object({
    kind: z.enum(['package', 'membership']),
    id: idSchema,
    /** covered: the line costs nothing; discount: the membership's discount on a service it does not cover. */
    effect: z.enum(['covered', 'discount']),
  }).nullish(),
};

/** Extra field of checkouts/store and checkouts/update: one catalogue discount on every line it applies to (lines with their own discount keep it). */
export const cartDiscountField = { cart_discount: tillDiscountBody.nullish() };

/** Extra fields of a sale document's line. */
export const offerSaleLineFields = {
  discount_id: idSchema.nullable(),
  package_id: idSchema.nullable(),
  membership_id: idSchema.nullable(),
  customer_package_id: idSchema.nullable(),
  customer_membership_id: idSchema.nullable(),
};

/** GET checkouts/offers: what the till can sell and apply today, and what the cart's customer holds. */
export const tillOffersQuery = z.object({ customer_id: z.coerce.number().int().positive().max(2_147_483_647).optional() });
export const tillOffersResponse = z.object({
  data: z.object({
    /** Catalogue discounts valid today (restricted ones too: the server refuses them without the flag). */
    discounts: z.array(discountSchema),
    packages: z.array(packageSchema),
    memberships: z.array(membershipSchema),
    /** The customer's packages not expired with sessions left, and active memberships. */
    customer_packages: z.array(customerPackageSchema),
    customer_memberships: z.array(customerMembershipSchema),
    /** May give manual and restricted discounts (the `discounts` flag). */
    can_discount: z.boolean(),
  }),
});
export type TillOffers = z.infer<typeof tillOffersResponse>['data'];
