import { z } from 'zod';

/**
 * The one id schema (issue 9 defect 3): every id is a PostgreSQL `integer`, so a positive integer
 * up to 2^31 - 1. Anything larger is refused by validation (422 in a body or a query, 404 in a
 * path) before it can reach the database as an overflow.
 */
export const MAX_ID = 2_147_483_647;

/** An id in a JSON body or a response. */
export const idSchema = z.number().int().positive().max(MAX_ID);

/** An id in a path or a query string (text, coerced to a number). */
export const idParamSchema = z.coerce.number().int().positive().max(MAX_ID);

/** Path parameters `{id}`. */
export const idParamsSchema = z.object({ id: idParamSchema });

/** `x[]=1&x[]=2`, `x=1,2` or `x=1` in a query string → [1, 2]. */
export const idListQuery = z
  .preprocess(
    (value) => (value === undefined || value === '' ? undefined : Array.isArray(value) ? value : String(value).split(',')),
    z.array(idParamSchema).max(200),
  )
  .optional();
