import { integer } from 'drizzle-orm/pg-core';

/**
 * Packages, memberships and catalogue discounts at the till (issue 14): what a draft line and a
 * sale line remember of them. Ids without foreign keys, like the rest of a sale line: a document
 * outlives the catalogue and the customer's packages.
 */

/** On a draft line (checkouts.lines jsonb). */
export interface OfferDraftFields {
  /** kind 'package' / 'membership': the catalogue offer sold. */
  package_id?: number | null;
  membership_id?: number | null;
  /** The catalogue discount behind `discount`. */
  discount_id?: number | null;
  discount_name?: string | null;
  /** A service paid with a bought package, or covered (or discounted) by a membership. */
  cover?: { kind: 'package' | 'membership'; id: number; effect: 'covered' | 'discount' } | null;
}

/**
 * On sale_lines: the catalogue discount used (limits per customer, reports by discount); the
 * package or membership sold; the customer's package or membership a line created (kind package /
 * membership) or used (kind service). A void or refund line copies them from its original.
 */
export const offerLineColumns = () => ({
  discountId: integer('discount_id'),
  packageId: integer('package_id'),
  membershipId: integer('membership_id'),
  customerPackageId: integer('customer_package_id'),
  customerMembershipId: integer('customer_membership_id'),
});
