import type { Checkout, CheckoutItemBody } from '@chairside/shared/sales';
import type { CoverBody } from '@chairside/shared/sales-offers';

type Line = Checkout['lines'][number];

/** A stored line's offers, as the till sends it back: its package/membership sold, its catalogue discount, what covers it. */
export const offerFieldsOf = (line: Line): Partial<CheckoutItemBody> => ({
  package_id: line.package_id ?? null,
  membership_id: line.membership_id ?? null,
  catalog_discount: line.discount_id ? { discount_id: line.discount_id } : null,
  cover: line.cover ? (line.cover.kind === 'package' ? { customer_package_id: line.cover.id } : { customer_membership_id: line.cover.id }) : null,
});

/** Switches a service line's package/membership on or off (off: the catalogue's price again). */
export const withCover = (item: CheckoutItemBody, cover: CoverBody | null): CheckoutItemBody =>
  cover ? { ...item, cover, discount: null, catalog_discount: null } : { ...item, cover: null, discount: null, unit_price: undefined };

/** Lines carrying the cart's discount go without it: the server spreads the cart's discount again (or none). */
export const withoutCartDiscount = (items: CheckoutItemBody[], cartDiscountId: number | null): CheckoutItemBody[] =>
  items.map((item) => (cartDiscountId !== null && item.catalog_discount && 'discount_id' in item.catalog_discount && item.catalog_discount.discount_id === cartDiscountId
    ? { ...item, catalog_discount: null, discount: null }
    : item));

/** The discount the server spread over the cart: one on the answer's lines that no line asked for itself. */
export const cartDiscountIdOf = (sent: CheckoutItemBody[], answer: Line[]): number | null => {
  const asked = new Set(sent.flatMap((item) => (item.catalog_discount && 'discount_id' in item.catalog_discount ? [item.catalog_discount.discount_id] : [])));
  return answer.find((line) => line.discount_id && !asked.has(line.discount_id))?.discount_id ?? null;
};
