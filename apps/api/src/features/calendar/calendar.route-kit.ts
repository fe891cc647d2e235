
/** What every calendar route declaration shares. */

export const tags = ['calendar'];
export const config = { permission: 'calendar' as const };

/** The ids of a list sent as `key[]=…` and as `key=…` (both parse with idListQuery), together. */
export const idsOf = <K extends string>(query: { [P in K | `${K}[]`]?: number[] | undefined }, key: K): number[] => [
  ...(query[`${key}[]`] ?? []),
  ...(query[key] ?? []),
];
