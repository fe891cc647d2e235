import { z } from 'zod';

/** GET translations/{lang}: every interface phrase of one language, as a flat key → text map. */
export const translationsResponse = z.object({
  lang: z.string(),
  phrases: z.record(z.string(), z.string()),
});
export type TranslationsResponse = z.infer<typeof translationsResponse>;

/**
 * What GET translations/{lang} may answer: `all` (the default, spec §7) or `start`, the phrases the
 * screens before sign-in need (Login, sign-up, password reset, error pages). A first visit loads
 * only those, so every feature's phrases added later do not weigh on Login; the rest follow at
 * sign-in (the web's signed-in routes wait for them). `book` is the public booking page's.
 */
export const TRANSLATION_SCOPES = ['start', 'all', 'book'] as const;
export type TranslationScope = (typeof TRANSLATION_SCOPES)[number];
export const START_NAMESPACES = ['shell', 'auth', 'auth_screens', 'errors', 'validation'] as const;
/** scope=book: the phrases of the public booking page (/book/{sub}), which loads nothing else. */
export const BOOK_NAMESPACES = ['book_page'] as const;
export const translationsQuery = z.object({ scope: z.enum(TRANSLATION_SCOPES).optional() });
