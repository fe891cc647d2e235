import { z } from 'zod';

/**
 * The marketplace listing (issue 18, spec §2.3 /online-booking/marketplace): a venue that accepts
 * the listing terms and turns its listing on gets a public page, /marketplace/{sub}, under the
 * categories it chose. Shared by the back office's screen and the API.
 */

/** The categories a venue can be listed under (names: phrases marketplace_page.categories.<key>). */
export const MARKETPLACE_CATEGORIES = [
  'hair', 'barber', 'nails', 'beauty', 'brows_lashes', 'makeup', 'skin_care', 'hair_removal', 'massage', 'spa', 'tattoo_piercing', 'wellness',
] as const;
export type MarketplaceCategory = (typeof MARKETPLACE_CATEGORIES)[number];
export const MAX_MARKETPLACE_CATEGORIES = 5;

/** The schema.org type that fits a category best (all are LocalBusiness › HealthAndBeautyBusiness). */
export const SCHEMA_ORG_TYPE: Record<MarketplaceCategory, string> = {
  hair: 'HairSalon', barber: 'HairSalon', nails: 'NailSalon', beauty: 'BeautySalon', brows_lashes: 'BeautySalon', makeup: 'BeautySalon',
  skin_care: 'BeautySalon', hair_removal: 'BeautySalon', massage: 'DaySpa', spa: 'DaySpa', tattoo_piercing: 'TattooParlor', wellness: 'HealthAndBeautyBusiness',
};

/** POST online-booking/marketplace: the terms, the listing and its categories, all at once. */
export const marketplaceBody = z.object({
  terms_accepted: z.boolean().describe('the venue accepts the listing terms; withdrawing them ends the listing'),
  listed: z.boolean().describe('the public listing page is shown (needs the terms, a category and online booking open)'),
  categories: z
    .array(z.enum(MARKETPLACE_CATEGORIES))
    .max(MAX_MARKETPLACE_CATEGORIES)
    .refine((list) => new Set(list).size === list.length, { params: { key: 'validation.invalid' } })
    .describe(`up to ${MAX_MARKETPLACE_CATEGORIES}, the first is the main one`),
});
export type MarketplaceBody = z.infer<typeof marketplaceBody>;

export const marketplaceResponse = marketplaceBody.extend({
  terms_accepted_at: z.string().nullable().describe('when the terms were accepted here (ISO 8601)'),
  marketplace_url: z.string().nullable().describe('the public listing page; null without a booking address'),
  booking_url: z.string().nullable(),
  online_enabled: z.boolean().describe('online booking is open (a listing needs it)'),
  live: z.boolean().describe('the listing page is shown to the public now'),
  portfolio_count: z.number().int().describe('pictures the listing shows (the portfolio)'),
  message: z.string().nullable(),
});
export type MarketplaceResponse = z.infer<typeof marketplaceResponse>;
