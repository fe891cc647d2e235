import { readJson, writeJson } from '@/lib/storage';

/** The list's optional columns (the name is always shown), and which are shown until the user chooses. */
export const LIST_COLUMNS = ['phone', 'email', 'tags', 'last_visit', 'next_visit', 'visits', 'no_shows', 'cancellations', 'birthday', 'created_at'] as const;
export type ListColumn = (typeof LIST_COLUMNS)[number];
const DEFAULT_COLUMNS: ListColumn[] = ['phone', 'email', 'tags', 'last_visit', 'next_visit', 'visits', 'no_shows'];
/** Kept in this browser's storage (cleared at sign-out with the rest, so it is the signed-in user's choice). */
const KEY = 'customers_columns';

export function readColumns(): ListColumn[] {
  const stored = readJson<string[]>(KEY);
  if (!Array.isArray(stored)) return DEFAULT_COLUMNS;
  return LIST_COLUMNS.filter((column) => stored.includes(column));
}

export const writeColumns = (columns: ListColumn[]) => writeJson(KEY, columns);
