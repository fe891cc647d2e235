import { z } from 'zod';
import { idSchema } from './ids';

/** Tax rates and the venue's tax defaults (spec §2.3 /catalogs/taxation). Rates are basis points: 21 % = 2100. */

export const TAX_MODES = ['included', 'excluded'] as const;
export const MAX_TAX_RATE = 10_000;

export const taxRateSchema = z.object({
  id: idSchema,
  name: z.string(),
  rate: z.number().int().min(0).max(MAX_TAX_RATE).describe('basis points: 2100 = 21 %'),
  archived: z.boolean(),
  default_service: z.boolean(),
  default_product: z.boolean(),
});
export type TaxRate = z.infer<typeof taxRateSchema>;

export const taxesResponse = z.object({
  data: z.array(taxRateSchema).describe('active rates first, then archived ones'),
  tax_calculation: z.enum(TAX_MODES).describe("'included': prices are entered with tax; 'excluded': without"),
  default_service_id: idSchema.nullable(),
  default_product_id: idSchema.nullable(),
});
export type TaxesResponse = z.infer<typeof taxesResponse>;

export const taxRateBody = z.object({
  name: z.string().trim().min(1).max(60),
  rate: z.number().int().min(0).max(MAX_TAX_RATE).describe('basis points: 2100 = 21 %'),
});
export type TaxRateBody = z.input<typeof taxRateBody>;
export const taxRateResponse = z.object({ data: taxRateSchema, message: z.string() });
export type TaxRateResponse = z.infer<typeof taxRateResponse>;

/** POST taxes/settings: the defaults and the pricing mode (each optional; null clears a default). */
export const taxSettingsBody = z.object({
  tax_calculation: z.enum(TAX_MODES).optional(),
  default_service_id: idSchema.nullable().optional(),
  default_product_id: idSchema.nullable().optional(),
});
export type TaxSettingsBody = z.input<typeof taxSettingsBody>;
export const taxSettingsResponse = taxesResponse.extend({ message: z.string() });
export type TaxSettingsResponse = z.infer<typeof taxSettingsResponse>;

/** "21" / "5,5" typed on the screen → basis points (two decimals at most), or null when it is not a rate. */
export function parseRatePercent(text: string): number | null {
  const clean = text.trim().replace(',', '.').replace(/\s*%$/, '');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(clean)) return null;
  const [whole, fraction = ''] = clean.split('.');
  const bp = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return bp <= MAX_TAX_RATE ? bp : null;
}
