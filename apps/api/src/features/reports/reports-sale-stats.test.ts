import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/client';
import { createRandom } from '../../db/seed/random';
import { rolledBack } from '../../test/rolled-back';
import { useTestApp } from '../../test/test-app';
import { resolveReportRange } from '@chairside/shared/rules/report-range';
import { compactDailyStats } from './reports.jobs';
import type { Scope } from './reports.queries';
import * as raw from './reports.sales.queries';
import * as rolled from './reports.sales.rolled';

/**
 * sale_daily_stats (issue 16) equals sums computed from the raw documents, lines, payments and tips after any
 * mix of writes: random documents of every kind with lines of every kind, payments and tips (one statement per
 * table, or all tables in one statement), edits of a document's day, kind, employee, customer and amounts, of
 * lines, payments and tips (moved to another document too), deletes of children and of whole documents, some in
 * concurrent transactions (two of them adding the first payment of the same document), a rollback, the
 * compaction job in between and a change of the venue's time zone. Plain SQL as the app role: the triggers keep
 * the sums, whatever code writes the sales tables.
 */

const t = useTestApp();
let venueId: number;
let employees: number[];
let customers: { id: number; name: string }[];
let products: number[];

async function all<T>(db: Queryable, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Each slice as the raw rows give it: key → sums, the same columns the rollup keeps. */
const rawSlices = (venue: number) => sql`
  select 'document' as slice, concat_ws('|', s.business_date, s.kind, s.employee_id) as k,
    concat_ws('|', count(*), sum(s.net_total - s.prepaid_total), sum(s.discount_total), sum(s.tax_total), sum(s.total), sum(s.tip_total)) as v
  from sales s where s.venue_id = ${venue} group by s.business_date, s.kind, s.employee_id
  union all
  select 'customer', concat_ws('|', date_trunc('month', s.business_date)::date, s.kind, s.customer_id),
    concat_ws('|', count(*), sum(s.net_total - s.prepaid_total), sum(s.total))
  from sales s where s.venue_id = ${venue} and s.customer_id is not null group by date_trunc('month', s.business_date)::date, s.kind, s.customer_id
  union all
  select 'paid', concat_ws('|', s.business_date, s.kind, s.employee_id), count(*)::text
  from sales s where s.venue_id = ${venue} and exists (select 1 from sale_payments p where p.venue_id = s.venue_id and p.sale_id = s.id)
  group by s.business_date, s.kind, s.employee_id
  union all
  select 'payment', concat_ws('|', s.business_date, s.kind, s.employee_id, p.method), concat_ws('|', count(*), sum(p.amount))
  from sales s join sale_payments p on p.venue_id = s.venue_id and p.sale_id = s.id where s.venue_id = ${venue}
  group by s.business_date, s.kind, s.employee_id, p.method
  union all
  select 'tax', concat_ws('|', s.business_date, s.kind, l.kind, l.tax_rate), concat_ws('|', count(*), sum(l.quantity), sum(l.net), sum(l.tax_amount), sum(l.total))
  from sales s join sale_lines l on l.venue_id = s.venue_id and l.sale_id = s.id where s.venue_id = ${venue}
  group by s.business_date, s.kind, l.kind, l.tax_rate
  union all
  select 'product', concat_ws('|', date_trunc('month', s.business_date)::date, l.product_id, l.name),
    concat_ws('|', count(*), sum(l.quantity), sum(l.net), sum(l.tax_amount), sum(l.total))
  from sales s join sale_lines l on l.venue_id = s.venue_id and l.sale_id = s.id where s.venue_id = ${venue} and l.kind = 'product'
  group by date_trunc('month', s.business_date)::date, l.product_id, l.name
  union all
  select 'employee', concat_ws('|', s.business_date, l.employee_id, l.kind), concat_ws('|', count(*), sum(l.quantity), sum(l.net), sum(l.tax_amount), sum(l.total))
  from sales s join sale_lines l on l.venue_id = s.venue_id and l.sale_id = s.id where s.venue_id = ${venue} and l.employee_id is not null
  group by s.business_date, l.employee_id, l.kind
  union all
  select 'membership', concat_ws('|', s.business_date, l.membership_id), concat_ws('|', count(*), sum(l.quantity), sum(l.net), sum(l.tax_amount), sum(l.total))
  from sales s join sale_lines l on l.venue_id = s.venue_id and l.sale_id = s.id where s.venue_id = ${venue} and l.kind = 'membership' and l.membership_id is not null
  group by s.business_date, l.membership_id
  union all
  select 'membership_use', concat_ws('|', s.business_date, l.customer_membership_id), concat_ws('|', count(*), sum(l.quantity), sum(l.net), sum(l.tax_amount), sum(l.total))
  from sales s join sale_lines l on l.venue_id = s.venue_id and l.sale_id = s.id
  where s.venue_id = ${venue} and l.kind = 'service' and l.customer_membership_id is not null
  group by s.business_date, l.customer_membership_id
  union all
  select 'tip', concat_ws('|', s.business_date, t.employee_id), concat_ws('|', count(*), sum(t.amount))
  from sales s join sale_tips t on t.venue_id = s.venue_id and t.sale_id = s.id where s.venue_id = ${venue} group by s.business_date, t.employee_id`;

/** The rollup's keys summed, in the same shape (keys whose sums are all zero left out). */
const rolledSlices = (venue: number) => sql`
  with x as (
    select slice, day, doc_kind, employee_id, item_id, line_kind, tax_rate, method, name, sum(documents) as documents, sum(lines) as lines, sum(quantity) as quantity,
      sum(net) as net, sum(discount) as discount, sum(tax) as tax, sum(total) as total, sum(tips) as tips, sum(amount) as amount
    from sale_daily_stats where venue_id = ${venue} group by 1, 2, 3, 4, 5, 6, 7, 8, 9
    having sum(documents) <> 0 or sum(lines) <> 0 or sum(quantity) <> 0 or sum(net) <> 0 or sum(discount) <> 0 or sum(tax) <> 0
      or sum(total) <> 0 or sum(tips) <> 0 or sum(amount) <> 0
  )
  select slice, case slice
      when 'document' then concat_ws('|', day, doc_kind, employee_id) when 'customer' then concat_ws('|', day, doc_kind, item_id, name)
      when 'paid' then concat_ws('|', day, doc_kind, employee_id) when 'payment' then concat_ws('|', day, doc_kind, employee_id, method)
      when 'tax' then concat_ws('|', day, doc_kind, line_kind, tax_rate) when 'product' then concat_ws('|', day, item_id, name)
      when 'employee' then concat_ws('|', day, employee_id, line_kind) when 'tip' then concat_ws('|', day, employee_id)
      else concat_ws('|', day, item_id) end as k,
    case slice
      when 'document' then concat_ws('|', documents, net, discount, tax, total, tips) when 'customer' then concat_ws('|', documents, net, total)
      when 'paid' then documents::text when 'payment' then concat_ws('|', lines, amount) when 'tip' then concat_ws('|', documents, tips)
      else concat_ws('|', lines, quantity, net, tax, total) end as v
  from x`;

/** The reads of the monthly slices (whole months from the rollup, edge days raw) answer as the raw reads, over ranges cut anywhere. */
async function compareReads(db: Queryable) {
  const ranges: [string, string][] = [['2026-01-05', '2026-03-20'], ['2026-02-01', '2026-02-28'], ['2026-01-01', '2026-12-31'], ['2026-02-10', '2026-02-11']];
  for (const [from, to] of ranges) {
    const query = { preset: 'custom_range' as const, date_from: from, date_to: to };
    const period = resolveReportRange(query, new Date('2026-06-01T12:00:00Z'), 'Europe/Amsterdam')!.current;
    const scope: Scope = { venueId, timeZone: 'Europe/Amsterdam', period, query };
    for (const read of ['taxByRate', 'customerRevenue', 'retailSales', 'brandSales'] as const) {
      expect(await rolled[read](db, scope), `${read} ${from}..${to}`).toEqual(await raw[read](db, scope));
    }
  }
}

async function compare(db: Queryable) {
  await compareReads(db);
  const shape = (list: { slice: string; k: string; v: string }[]) => list.map((r) => `${r.slice}#${r.k}#${r.v}`).sort();
  const [raw, rolled] = await Promise.all([all<{ slice: string; k: string; v: string }>(db, rawSlices(venueId)), all<{ slice: string; k: string; v: string }>(db, rolledSlices(venueId))]);
  expect(raw.length).toBeGreaterThan(20);
  expect(shape(rolled)).toEqual(shape(raw));
}

beforeAll(async () => {
  venueId = t.seed.salon.id;
  const db = t.database.db;
  employees = (await all<{ id: number }>(db, sql`select id from employees where venue_id = ${venueId} order by id`)).map((r) => r.id);
  customers = await all<{ id: number; name: string }>(db, sql`select id, trim(first_name || ' ' || last_name) as name from customers where venue_id = ${venueId} order by id limit 20`);
  products = (await all<{ id: number }>(db, sql`select id from products where venue_id = ${venueId} order by id limit 10`)).map((r) => r.id);
});

describe('sale_daily_stats', () => {
  it('starts equal to the seeded documents (the migration backfilled them; the seed paid more after)', async () => {
    await compare(t.database.db);
  });

  it('stays equal after random documents, edits, moves, deletes, concurrent writes, compaction and a time-zone change', async () => {
    const db = t.database.db;
    const random = createRandom(20_261_129);
    const pick = <T>(list: T[]): T => list[random.int(0, list.length - 1)]!;
    const maybe = <T>(value: T): T | null => (random.int(0, 3) === 0 ? null : value);
    const day = () => `2026-${String(random.int(1, 3)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
    const kinds = ['sale', 'sale', 'void', 'refund'];
    const lineKinds = ['service', 'product', 'custom', 'voucher', 'deposit', 'membership'];
    const methods = ['cash', 'card', 'voucher', 'deposit', 'bank'];
    const mine = async () => (await all<{ id: number }>(db, sql`select id from sales where venue_id = ${venueId} and reason = 'h16-test' order by id`)).map((r) => r.id);

    const lineValues = (saleId: number | null, position: number) => {
      const kind = pick(lineKinds);
      const quantity = pick([1, 1, 2, -1]);
      const net = random.int(-2000, 9000);
      const tax = kind === 'voucher' || kind === 'deposit' ? 0 : random.int(0, 1500);
      const membership = kind === 'membership' ? maybe(random.int(1, 3)) : null;
      const covered = kind === 'service' && random.int(0, 2) === 0 ? random.int(1, 4) : null;
      return sql`(${venueId}::int, ${saleId}::int, ${position}::int, ${kind}::text, ${kind === 'product' ? maybe(pick(products)) : null}::int, ${maybe(pick(employees))}::int,
        ${kind === 'product' ? pick(['Shampoo', 'Wax']) : 'Line'}::text, ${net + tax}::int, ${quantity}::int, ${pick([0, 900, 2100])}::int, ${tax}::int, ${net}::int,
        ${net + tax}::int, ${membership}::int, ${kind === 'membership' ? random.int(1, 50) : covered}::int)`;
    };
    const lineColumns = sql.raw('(venue_id, sale_id, position, kind, product_id, employee_id, name, unit_price, quantity, tax_rate, tax_amount, net, total, membership_id, customer_membership_id)');
    const documentValues = () => {
      const customer = maybe(pick(customers));
      const net = random.int(-5000, 20_000);
      const tax = random.int(0, 3000);
      const tip = random.int(0, 2) === 0 ? random.int(100, 900) : 0;
      return sql`(${venueId}, ${pick(kinds)}, 2026, ${day()}, ${customer?.id ?? null}, ${customer?.name ?? ''}, 'included', ${net + 500}, ${random.int(0, 500)},
        ${net}, ${random.int(0, 1) ? random.int(0, 2000) : 0}, ${tax}, ${net + tax}, ${tip}, ${net + tax + tip}, 'EUR', 'h16-test', ${maybe(pick(employees))})`;
    };
    const documentColumns = sql.raw(`(venue_id, kind, year, business_date, customer_id, customer_name, tax_mode, subtotal, discount_total, net_total, prepaid_total,
      tax_total, total, tip_total, paid_total, currency, reason, employee_id)`);

    /** A document, then its lines, payments and tips, each table in its own statement (as the till writes them). */
    const create = async (tx: Queryable) => {
      const [sale] = await all<{ id: number }>(tx, sql`insert into sales ${documentColumns} values ${documentValues()} returning id`);
      const count = random.int(0, 3);
      if (count) await tx.execute(sql`insert into sale_lines ${lineColumns} values ${sql.join(Array.from({ length: count }, (_, i) => lineValues(sale!.id, i + 1)), sql`, `)}`);
      for (let i = random.int(0, 2); i > 0; i -= 1) {
        await tx.execute(sql`insert into sale_payments (venue_id, sale_id, method, amount) values (${venueId}, ${sale!.id}, ${pick(methods)}, ${random.int(-3000, 9000)})`);
      }
      if (random.int(0, 2) === 0) await tx.execute(sql`insert into sale_tips (venue_id, sale_id, employee_id, amount) values (${venueId}, ${sale!.id}, ${pick(employees)}, ${random.int(100, 900)})`);
      // The paying transaction's last write: the number (changes nothing the reports read).
      await tx.execute(sql`update sales set number = id + 900000 where venue_id = ${venueId} and id = ${sale!.id}`);
    };
    /** Documents with all their children in one statement (data-modifying WITH, as the bench grows its venue). */
    const createAtOnce = (tx: Queryable) => tx.execute(sql`
      with made as (insert into sales ${documentColumns} values ${documentValues()}, ${documentValues()} returning id),
      lines as (insert into sale_lines ${lineColumns}
        select l.venue_id, m.id, l.position, l.kind, l.product_id, l.employee_id, l.name, l.unit_price, l.quantity, l.tax_rate, l.tax_amount, l.net, l.total, l.membership_id, l.customer_membership_id
        from made m cross join (values ${lineValues(null, 1)}, ${lineValues(null, 2)}) l (venue_id, sale_id, position, kind, product_id, employee_id, name, unit_price, quantity, tax_rate, tax_amount, net, total, membership_id, customer_membership_id)),
      paid as (insert into sale_payments (venue_id, sale_id, method, amount) select ${venueId}, m.id, ${pick(methods)}, ${random.int(0, 5000)} from made m)
      insert into sale_tips (venue_id, sale_id, employee_id, amount) select ${venueId}, m.id, ${pick(employees)}, 250 from made m`);

    const change = async (tx: Queryable, ids: number[]) => {
      const some = ids.length ? [...new Set(Array.from({ length: random.int(1, 3) }, () => pick(ids)))] : [];
      if (!some.length) return create(tx);
      const list = sql`${`{${some.join(',')}}`}::int[]`;
      // Moves go to a document that still exists (ids may be stale).
      const target = sql`(select coalesce(max(id) filter (where id = ${pick(ids)}), max(id)) from sales where venue_id = ${venueId} and reason = 'h16-test')`;
      switch (random.int(0, 11)) {
        case 0: return tx.execute(sql`update sales set business_date = ${day()}::date where venue_id = ${venueId} and id = any(${list})`);
        case 1: return tx.execute(sql`update sales set employee_id = ${maybe(pick(employees))}, kind = ${pick(kinds)} where venue_id = ${venueId} and id = any(${list})`);
        case 2: { // a merge or an erasure: the customer or the name printed on the documents
          const customer = pick(customers);
          return tx.execute(sql`update sales set customer_id = ${customer.id}, customer_name = ${random.int(0, 1) ? customer.name : 'Erased customer'} where venue_id = ${venueId} and id = any(${list})`);
        }
        case 3: return tx.execute(sql`update sales set net_total = net_total + 100, tip_total = tip_total + 50, discount_total = 7 where venue_id = ${venueId} and id = any(${list})`);
        case 4: return tx.execute(sql`update sale_lines set net = net + 10, quantity = quantity * 2, kind = ${pick(lineKinds)}, employee_id = ${maybe(pick(employees))},
          product_id = ${pick(products)}, tax_rate = ${pick([0, 900, 2100])} where venue_id = ${venueId} and sale_id = any(${list})`);
        case 5: return tx.execute(sql`update sale_lines set sale_id = ${target} where venue_id = ${venueId} and sale_id = any(${list})`);
        case 6: return tx.execute(sql`delete from sale_lines where venue_id = ${venueId} and sale_id = any(${list})`);
        case 7: return tx.execute(sql`update sale_payments set method = ${pick(methods)}, amount = amount - 1 where venue_id = ${venueId} and sale_id = any(${list})`);
        case 8: return tx.execute(sql`update sale_payments set sale_id = ${target} where venue_id = ${venueId} and sale_id = any(${list})`);
        case 9: return tx.execute(sql`delete from sale_payments where venue_id = ${venueId} and sale_id = any(${list})`);
        case 10: return tx.execute(random.int(0, 1)
          ? sql`update sale_tips set employee_id = ${pick(employees)}, amount = amount + 5, sale_id = ${target} where venue_id = ${venueId} and sale_id = any(${list})`
          : sql`delete from sale_tips where venue_id = ${venueId} and sale_id = any(${list})`);
        default: return tx.execute(sql`delete from sales where venue_id = ${venueId} and id = any(${list})`);
      }
    };

    for (let round = 0; round < 5; round += 1) {
      let ids = await mine();
      for (let i = 0; i < 40; i += 1) {
        const dice = random.int(0, 5);
        await (dice === 0 ? create(db) : dice === 1 ? createAtOnce(db) : change(db, ids));
        if (i % 10 === 9) ids = await mine();
      }
      // Concurrent transactions of several statements each, on the same days and employees, each on its own documents.
      ids = await mine();
      const disjoint = Array.from({ length: 5 }, (_, k) => ids.filter((id) => id % 5 === k));
      // Two transactions adding the first payment of one document at once: counted once in 'paid'.
      const [shared] = ids;
      await db.execute(sql`delete from sale_payments where venue_id = ${venueId} and sale_id = ${shared!}`);
      await Promise.all([
        ...disjoint.map((own) => db.transaction(async (tx) => {
          for (let i = 0; i < 4; i += 1) await (random.int(0, 2) === 0 ? create(tx) : change(tx, own.filter((id) => id !== shared)));
        })),
        ...[1, 2].map((n) => db.transaction(async (tx) => {
          await tx.execute(sql`insert into sale_payments (venue_id, sale_id, method, amount) values (${venueId}, ${shared!}, 'cash', ${n * 100})`);
        })),
      ]);
      // A transaction that rolls back leaves nothing behind.
      await rolledBack(db, async (tx) => {
        await create(tx);
        await change(tx, ids);
      });
      await compare(db);
      if (round % 2 === 1) {
        expect(await compactDailyStats({ db })).toBeGreaterThan(0);
        const dupes = await all<{ n: number }>(db, sql`select count(*)::int as n from (select 1 from sale_daily_stats where venue_id = ${venueId}
          group by slice, day, doc_kind, employee_id, item_id, line_kind, tax_rate, method, name having count(*) > 1) x`);
        expect(dupes[0]!.n).toBe(0);
        await compare(db);
      }
    }

    // The day is the document's stored venue day: another clock moves nothing.
    await db.execute(sql`update venues set timezone = 'Pacific/Auckland' where id = ${venueId}`);
    await compare(db);
  });

  it('keeps another venue’s rows out of the app role’s reach', async () => {
    const scoped = t.database.forVenue(t.seed.other.id);
    const rows = await all<{ n: number }>(scoped, sql`select count(*)::int as n from sale_daily_stats where venue_id = ${venueId}`);
    expect(rows[0]!.n).toBe(0);
  });
});
