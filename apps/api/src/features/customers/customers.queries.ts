import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { CustomerSummary } from '@chairside/shared/customers';
import { isPhoneLike, phoneSearchDigits } from '@chairside/shared/rules/phone';
import { customers, venues } from '../../db/schema/index';
import type { Queryable } from '../../db/client';
import type { VenueCtx } from '../../lib/context';
import type { LiveFeed } from '../../lib/live';
import { oncePer } from '../../lib/once-per';
import { createScopedCache } from '../../lib/scoped-cache';

/**
 * Customer reads. Searching ignores case and accents without the unaccent extension (which a
 * managed PostgreSQL may not offer): chairside_fold() (migration 0024_customers_search.sql) folds
 * accented letters with translate() and lower-cases. The customer's side is folded once, when the row
 * is written (the stored columns search_text and phone_digits, trigram-indexed, led by venue_id through
 * btree_gin); the typed words are folded by the same function in the query.
 */

/** Names and e-mail as one folded text (customers_search_text_trgm_idx). */
const haystack = customers.searchText;
/** The phone's digits (customers_phone_digits_trgm_idx). */
const phoneDigits = customers.phoneDigits;
/** The searched columns: the table's, or those of the venue's search view (`customer_search_scope`). */
export interface SearchColumns {
  text: SQL | typeof haystack;
  digits: SQL | typeof phoneDigits;
}
/** How alike a typed word and a word of the name must be (pg_trgm word similarity) for a typo to match. */
export const TYPO_THRESHOLD = 0.5;
/** Words shorter than this match only as typed (a near spelling of 3 letters is anything). */
const TYPO_MIN_LENGTH = 5;

const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
const digitsIn = (column: SearchColumns['digits'], digits: string) => sql`${column} like ${likeContains(digits)}`;

/** Whether a search has a word long enough to be looked for by near spelling. */
export const hasNearWords = (search: string) => search.split(/\s+/).some((word) => [...word].length >= TYPO_MIN_LENGTH && !/\d/.test(word));

/**
 * Every word in the names or the e-mail as a substring (with `near`: or, for a longer word, a near
 * spelling — the list asks for those only when nothing matches as typed), or a typed number in the
 * phone's digits: as typed, and as a national number of the venue's country. Run a `near` search in
 * a transaction that called setTypoThreshold, or near spellings use pg_trgm's default threshold.
 */
export function searchCondition(search: string, country: string, near = false, columns: SearchColumns = { text: haystack, digits: phoneDigits }): SQL | undefined {
  const words = search.split(/\s+/).filter(Boolean);
  if (!words.length) return undefined;
  const perWord = words.map((word) => {
    // The typed word is folded once, in a sub-select: a prepared statement's generic plan would
    // otherwise fold it again for every candidate row it rechecks (15 µs each: 38 ms for 2,527 rows).
    const fields = [sql`${columns.text} like (select '%' || chairside_fold(${likeContains(word)}::text) || '%')`];
    if (near && hasNearWords(word)) fields.push(sql`(select chairside_fold(${word}::text)) <% ${columns.text}`);
    const digits = isPhoneLike(word) ? word.replace(/\D/g, '') : '';
    if (digits) fields.push(digitsIn(columns.digits, digits));
    return sql`(${sql.join(fields, sql` or `)})`;
  });
  const allWords = sql`(${sql.join(perWord, sql` and `)})`;
  const numbers = phoneSearchDigits(search, country);
  if (!numbers.length) return allWords;
  return sql`(${allWords} or ${sql.join(numbers.map((digits) => digitsIn(columns.digits, digits)), sql` or `)})`;
}

/**
 * The customers a search matches in the venue the connection is scoped to, as rows `s` of the view
 * `customer_search_scope` (migrations 0028, 0040), which holds the venue filter itself (app.venue_id)
 * so that the trigram indexes serve the search under row-level security; the query names no venue, so
 * its text (and its prepared statement) is the same for every venue. `select` is the select list (e.g.
 * `s.id`), `tail` what follows the where clause.
 */
export function searchMatches(select: SQL, search: string, scope: { country: string; near?: boolean }, archived: boolean, tail: SQL = sql``): SQL | undefined {
  const condition = searchCondition(search, scope.country, scope.near, { text: sql.raw('s.search_text'), digits: sql.raw('s.phone_digits') });
  if (!condition) return undefined;
  return sql`select ${select} from customer_search_scope s where s.archived = ${archived} and ${condition} ${tail}`;
}

/** Sets the near-spelling threshold for the rest of the transaction. */
export async function setTypoThreshold(db: Queryable): Promise<void> {
  await db.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_THRESHOLD)}, true)`);
}

export const summaryColumns = {
  id: customers.id,
  first_name: customers.firstName,
  last_name: customers.lastName,
  phone: customers.phone,
  email: customers.email,
};

/** The venue's customers (not archived) with this phone (compared by digits) or e-mail, those with the phone first. */
export async function customersWithContact(db: Queryable, venueId: number, phone: string, email: string, exceptId?: number): Promise<CustomerSummary[]> {
  const digits = phone.replace(/\D/g, '');
  if (!digits && !email) return [];
  const byPhone = digits ? sql`${phoneDigits} = ${digits}` : sql`false`;
  const byEmail = email ? sql`lower(${customers.email}) = ${email.toLowerCase()}` : sql`false`;
  return db
    .select(summaryColumns)
    .from(customers)
    .where(and(eq(customers.venueId, venueId), eq(customers.archived, false), sql`(${byPhone} or ${byEmail})`, exceptId ? sql`${customers.id} <> ${exceptId}` : undefined))
    .orderBy(...(digits ? [sql`(${byPhone}) desc`] : []), customers.id)
    .limit(10);
}

/** The venue's country (ISO alpha-2, may be empty) and time zone. */
export async function venueInfo(db: Queryable, venueId: number): Promise<{ country: string; timezone: string; name: string }> {
  const [row] = await db.select({ country: venues.country, timezone: venues.timezone, name: venues.title }).from(venues).where(eq(venues.id, venueId)).limit(1);
  return row ?? { country: '', timezone: 'UTC', name: '' };
}

type VenueInfo = Awaited<ReturnType<typeof venueInfo>>;
const venueInfoCache = oncePer((live: LiveFeed) => createScopedCache<VenueInfo>(live, 5_000));
/** Even while no change of the venue is heard, its info is read again after this long. */
const VENUE_INFO_MS = 60_000;

/**
 * venueInfo for the caller's venue, kept in memory until anything of the venue changes (lib/scoped-cache):
 * the search box asks it at every keystroke, and a round trip was a fifth of a search's cost.
 */
export async function venueInfoCached(ctx: VenueCtx): Promise<VenueInfo> {
  const cache = venueInfoCache(ctx.deps.live);
  const now = Date.now();
  const hit = cache.get(String(ctx.venueId), now);
  if (hit) return hit;
  const stamp = cache.stamp();
  const info = await venueInfo(ctx.db, ctx.venueId);
  cache.set(String(ctx.venueId), stamp, [ctx.venueId], info, now + VENUE_INFO_MS);
  return info;
}

/** The venue's country (ISO alpha-2, may be empty): national phone numbers are read as its numbers. */
export async function venueCountry(db: Queryable, venueId: number): Promise<string> {
  return (await venueInfo(db, venueId)).country;
}
