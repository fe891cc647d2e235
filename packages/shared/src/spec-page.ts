import { z } from 'zod';

/** The spec's page shape (§3: the outbox and SMS history): the page's rows beside these fields. */
export const specPageFields = {
  current_page: z.number().int(),
  per_page: z.number().int(),
  last_page: z.number().int(),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
  total: z.number().int(),
};

/** Those fields for page `page` of `perPage`, `total` rows in all and `shown` on this page. */
export function specPageMeta(page: number, perPage: number, total: number, shown: number) {
  const first = (page - 1) * perPage + 1;
  return {
    current_page: page,
    per_page: perPage,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    from: shown ? first : null,
    to: shown ? first + shown - 1 : null,
    total,
  };
}
