import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { CustomerRow, customerFilters } from '@chairside/shared/customers';
import { customers } from '../../../db/schema/index';
import { readPrepared, type Queryable } from '../../../db/client';
import { hasNearWords, searchMatches } from '../customers.queries';

/**
 * The customers list: filters, sort and each row's visit figures. The figures are read from the
 * calendar's appointments (a read: the calendar alone writes them), one booking counted once
 * whatever its number of service lines: visits are past bookings not cancelled, no-shows those
 * cancelled with the reason no_show, cancellations those cancelled for any other reason.
 */

export type Filters = z.output<typeof customerFilters>;
export interface ListScope {
  venueId: number;
  country: string;
  timezone: string;
  now: Date;
  /** Search words by near spelling too (when nothing matches as typed). */
  near?: boolean;
}

/** Each row's visit figures from the calendar's items of type appointment (`customerId`: the row's id). */
const statsJoin = (scope: ListScope, customerId: SQL) => sql`left join lateral (
    select max(a.starts_at) filter (where a.starts_at < ${scope.now} and a.status <> 'cancelled') as last_visit,
      min(a.starts_at) filter (where a.starts_at >= ${scope.now} and a.status <> 'cancelled') as next_visit,
      (count(distinct a.group_id) filter (where a.starts_at < ${scope.now} and a.status <> 'cancelled'))::int as visits,
      (count(distinct a.group_id) filter (where a.status = 'cancelled' and a.cancel_reason = 'no_show'))::int as no_shows,
      (count(distinct a.group_id) filter (where a.status = 'cancelled' and a.cancel_reason is distinct from 'no_show'))::int as cancellations
    from appointments a
    where a.venue_id = ${scope.venueId} and a.customer_id = ${customerId} and a.type = 'appointment'
  ) s on true`;

/** Whether the filters or the sort need the visit figures for every candidate (not only the page's rows). */
const needsStats = (f: Filters) =>
  Boolean(f.last_visit_from || f.last_visit_to || f.upcoming || f.no_shows || f.sort === 'last_visit' || f.sort === 'visits');

const bool = (value: 'yes' | 'no') => value === 'yes';
const searchText = (f: Filters) => f.search?.normalize('NFC') ?? '';

/**
 * Whether the list is a search and nothing else (the search box, the booking dialog): then the count
 * and the page's order are read from the search view alone, and only the page's rows from customers.
 */
const searchOnly = (f: Filters) =>
  Boolean(f.search?.trim()) && !f.tags?.length && !f.birthday_month && !f.sms_marketing && !f.email_marketing && !f.ids?.length && !needsStats(f);


function conditions(f: Filters, scope: ListScope): SQL {
  const parts: SQL[] = [sql`${customers.venueId} = ${scope.venueId}`, sql`${customers.archived} = ${f.archived === 'yes'}`];
  // The matches' ids as an array: `id = any(...)` is leakproof, so they are fetched through the primary
  // key under the policy, instead of the policy scanning all the venue's rows to meet a semi-join.
  const search = searchMatches(sql`s.id`, searchText(f), scope, f.archived === 'yes');
  if (search) parts.push(sql`${customers.id} = any(array(${search}))`);
  if (f.tags?.length) {
    const tags = sql`array[${sql.join(f.tags.map((tag) => sql`${tag}`), sql`, `)}]::text[]`;
    parts.push(f.tags_mode === 'all' ? sql`${customers.tags} @> ${tags}` : sql`${customers.tags} && ${tags}`);
  }
  if (f.birthday_month) parts.push(sql`extract(month from ${customers.birthday}) = ${f.birthday_month}`);
  if (f.sms_marketing) parts.push(sql`${customers.smsMarketing} = ${bool(f.sms_marketing)}`);
  if (f.email_marketing) parts.push(sql`${customers.emailMarketing} = ${bool(f.email_marketing)}`);
  if (f.ids?.length) parts.push(sql`${customers.id} in (${sql.join(f.ids.map((id) => sql`${id}`), sql`, `)})`);
  const lastDay = sql`(s.last_visit at time zone ${scope.timezone})::date`;
  if (f.last_visit_from) parts.push(sql`${lastDay} >= ${f.last_visit_from}::date`);
  if (f.last_visit_to) parts.push(sql`${lastDay} <= ${f.last_visit_to}::date`);
  if (f.upcoming) parts.push(f.upcoming === 'yes' ? sql`s.next_visit is not null` : sql`s.next_visit is null`);
  if (f.no_shows) parts.push(f.no_shows === 'yes' ? sql`s.no_shows > 0` : sql`s.no_shows = 0`);
  return sql.join(parts, sql` and `);
}

/** The order of the list; ties broken by name, then id, so pages never overlap. */
function orderBy(f: Filters, prefix = ''): SQL {
  const dir = sql.raw(f.order === 'desc' ? 'desc' : 'asc');
  const p = sql.raw(prefix);
  // Byte order of the folded names: the same on every database whatever its collation.
  const byName = prefix
    ? sql`${p}sort_last collate "C" ${dir}, ${p}sort_first collate "C" ${dir}, ${p}id ${dir}`
    : sql`${customers.sortLast} collate "C" ${dir}, ${customers.sortFirst} collate "C" ${dir}, ${customers.id} ${dir}`;
  const nameAsc = prefix ? sql`${p}sort_last collate "C", ${p}sort_first collate "C", ${p}id` : sql`${customers.sortLast} collate "C", ${customers.sortFirst} collate "C", ${customers.id}`;
  switch (f.sort) {
    case 'last_visit':
      return sql`${p}last_visit ${dir} nulls last, ${nameAsc}`;
    case 'visits':
      return sql`${p}visits ${dir}, ${nameAsc}`;
    case 'created':
      return prefix ? sql`${p}created_at ${dir}, ${p}id ${dir}` : sql`${customers.createdAt} ${dir}, ${customers.id} ${dir}`;
    default:
      return byName;
  }
}

const rowColumns = sql`${customers.id} as id, ${customers.firstName} as first_name, ${customers.lastName} as last_name, ${customers.phone} as phone,
  ${customers.email} as email, ${customers.tags} as tags, ${customers.alerts} as alerts, ${customers.birthday}::text as birthday,
  ${customers.smsMarketing} as sms_marketing, ${customers.emailMarketing} as email_marketing, ${customers.archived} as archived,
  ${customers.createdAt} as created_at, ${customers.sortLast} as sort_last, ${customers.sortFirst} as sort_first`;
const statColumns = sql`s.last_visit, s.next_visit, coalesce(s.visits, 0) as visits, coalesce(s.no_shows, 0) as no_shows, coalesce(s.cancellations, 0) as cancellations`;

/** The SELECT of the list's rows (all of them, in order), with `extra` columns of the customers table. */
export function listSelect(f: Filters, scope: ListScope, extra: SQL = sql``, page?: { limit: number; offset: number }): SQL {
  const limit = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;
  if (needsStats(f)) {
    return sql`select ${rowColumns}, ${statColumns} ${extra} from ${customers} ${statsJoin(scope, sql`${customers.id}`)}
      where ${conditions(f, scope)} order by ${orderBy(f)} ${limit}`;
  }
  if (searchOnly(f)) {
    // The page's ids in order from the search view's matches (gathered once, then sorted, as below),
    // then those rows from customers by primary key; each row carries the matches' count (`total`).
    const matches = searchMatches(sql`s.id, s.sort_last, s.sort_first, s.created_at`, searchText(f), scope, f.archived === 'yes')!;
    return sql`with m as materialized (${matches}), page as (select m.id from m order by ${orderBy(f, 'm.')} ${limit})
      select p.*, ${statColumns}, (select count(*) from m)::int as total
      from (select ${rowColumns} ${extra} from ${customers} where ${customers.id} = any(array(select id from page))) p
      ${statsJoin(scope, sql`p.id`)} order by ${orderBy(f, 'p.')}`;
  }
  // The page first, then the figures of its rows only. A search's matches are gathered first (through
  // the trigram indexes) and then sorted: left to itself the planner may walk the name index hoping to
  // meet 25 matches early, which for a common name in the middle of the alphabet reads half the venue.
  const rows = f.search
    ? sql`with matches as materialized (select ${rowColumns} ${extra} from ${customers} where ${conditions(f, scope)})
        select * from matches order by ${orderBy(f, 'matches.')} ${limit}`
    : sql`select ${rowColumns} ${extra} from ${customers} where ${conditions(f, scope)} order by ${orderBy(f)} ${limit}`;
  return sql`select p.*, ${statColumns} from (${rows}) p ${statsJoin(scope, sql`p.id`)} order by ${orderBy(f, 'p.')}`;
}


/** How many customers the filters select. */
export function listCount(f: Filters, scope: ListScope): SQL {
  if (searchOnly(f)) return searchMatches(sql`count(*)::int as n`, searchText(f), scope, f.archived === 'yes')!;
  const join = needsStats(f) ? statsJoin(scope, sql`${customers.id}`) : sql``;
  return sql`select count(*)::int as n from ${customers} ${join} where ${conditions(f, scope)}`;
}

/** A row as the list answers it (the sort columns dropped, instants in ISO 8601). */
export function toRow(raw: Record<string, unknown>): CustomerRow {
  const iso = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string).toISOString());
  return {
    id: raw.id as number,
    first_name: raw.first_name as string,
    last_name: raw.last_name as string,
    phone: raw.phone as string,
    email: raw.email as string,
    tags: parseArray(raw.tags),
    alerts: raw.alerts as string,
    birthday: (raw.birthday as string | null) ?? null,
    sms_marketing: raw.sms_marketing as boolean,
    email_marketing: raw.email_marketing as boolean,
    archived: raw.archived as boolean,
    created_at: iso(raw.created_at)!,
    last_visit: iso(raw.last_visit),
    next_visit: iso(raw.next_visit),
    visits: Number(raw.visits),
    no_shows: Number(raw.no_shows),
    cancellations: Number(raw.cancellations),
  };
}

/** A text[] as node-postgres gives it (an array), or its literal when read raw ("{a,b}"). */
function parseArray(value: unknown): string[] {
  if (Array.isArray(value)) return value as string[];
  return [];
}

export async function runRows(db: Queryable, query: SQL): Promise<Record<string, unknown>[]> {
  return ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
}

/**
 * One page of the list and the count of all it selects. A search alone is one statement (its rows
 * carry the count); a page past the last of a search, and every other list, count separately.
 */
export async function listPage(db: Queryable, f: Filters, scope: ListScope, page: { limit: number; offset: number }): Promise<{ rows: Record<string, unknown>[]; total: number }> {
  if (searchOnly(f)) {
    const rows = await readPrepared(db, listSelect(f, scope, undefined, page));
    if (rows.length || page.offset === 0) return { rows, total: Number(rows[0]?.total ?? 0) };
  }
  const [counted] = await runRows(db, listCount(f, scope));
  const total = Number(counted?.n ?? 0);
  return { rows: total ? await runRows(db, listSelect(f, scope, undefined, page)) : [], total };
}

/**
 * The scope to list with: as typed, or — when nothing matches as typed and the search has a word
 * long enough — by near spelling too, so "kowalksa" finds Kowalska without "quintela" also
 * finding Quintanar. Answers the count with it. Call inside a transaction that set the threshold.
 */
export async function resolveScope(db: Queryable, f: Filters, scope: ListScope, near = true): Promise<{ scope: ListScope; total: number }> {
  const [exact] = await runRows(db, listCount(f, scope));
  const total = Number(exact?.n ?? 0);
  if (!near || total > 0 || !f.search || !hasNearWords(f.search)) return { scope, total };
  const nearScope = { ...scope, near: true };
  const [counted] = await runRows(db, listCount(f, nearScope));
  return { scope: nearScope, total: Number(counted?.n ?? 0) };
}
