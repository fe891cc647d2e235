import { z } from 'zod';

/** What every calendar route declaration shares. */

export const tags = ['calendar'];
export const config = { permission: 'calendar' as const };
export const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The ids of a list sent as `key[]=…` and as `key=…` (both parse with idListQuery), together. */
export const idsOf = <K extends string>(query: { [P in K | `${K}[]`]?: number[] | undefined }, key: K): number[] => [
  ...(query[`${key}[]`] ?? []),
  ...(query[key] ?? []),
];
