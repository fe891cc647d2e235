/** The three kinds of catalogue offer: each its path segment, permission flag and plan feature. */
export const OFFER_KINDS = ['packages', 'memberships', 'discounts'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

/** Query keys of the offer screens; a save, archive or restore invalidates its kind's `all`. */
export const offerKeys = {
  all: (kind: OfferKind) => ['catalog', 'offers', kind] as const,
  list: (kind: OfferKind, archived: boolean) => ['catalog', 'offers', kind, 'list', archived ? 'archived' : 'active'] as const,
  services: ['catalog', 'offers', 'services'] as const,
};
