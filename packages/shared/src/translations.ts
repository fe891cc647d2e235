import { z } from 'zod';

/** GET translations/{lang}: every interface phrase of one language, as a flat key → text map. */
export const translationsResponse = z.object({
  lang: z.string(),
  phrases: z.record(z.string(), z.string()),
});
export type TranslationsResponse = z.infer<typeof translationsResponse>;
