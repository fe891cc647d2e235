import { z } from 'zod';
import { parseRatePercent } from '@chairside/shared/catalog-taxes';

/** The rate dialog's form: a name and a percentage as typed ("21", "5,5"), sent as basis points. */
export const rateFormSchema = z.object({
  name: z.string().trim().min(1).max(60),
  percent: z.string().refine((text) => parseRatePercent(text) !== null, { params: { key: 'catalog_resources.validation.rate_invalid' } }),
});
export type RateForm = z.infer<typeof rateFormSchema>;

/** 2100 → "21", 550 → "5,5" with the venue's decimal separator. */
export const percentText = (rate: number, separator: string) => String(rate / 100).replace('.', separator);
