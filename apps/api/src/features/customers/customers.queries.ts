import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { CustomerSummary } from '@chairside/shared/customers';
import { isPhoneLike, phoneSearchDigits } from '@chairside/shared/rules/phone';
import { customers, venues } from '../../db/schema/index';
import type { Queryable } from '../../db/client';

/**
 * Customer reads. Searching ignores case and accents without the unaccent extension (which a
 * managed PostgreSQL may not offer): accented letters are folded with translate() and then lower-cased, the column and the search
 * word alike (so both sides fold the same way whatever the database's locale).
 */

const ACCENTED =
  'ÀÁÂÃÄÅàáâãäåĀāĂăĄąÇçĆćČčĎďĐđÈÉÊËèéêëĒēĖėĘęĚěĞğÌÍÎÏìíîïİıĪīĹĺĽľŁłÑñŃńŇňÒÓÔÕÖØòóôõöøŌōŐőŔŕŘřŚśŞşŠšŢţȚțŤťÙÚÛÜùúûüŪūŮůŰűÝýÿŸŹźŻżŽžß';
const SPECIAL: Record<string, string> = { Đ: 'd', đ: 'd', Ł: 'l', ł: 'l', Ø: 'o', ø: 'o', ı: 'i', ß: 's' };
const PLAIN = [...ACCENTED].map((c) => SPECIAL[c] ?? c.normalize('NFD')[0]!.toLowerCase()).join('');
/** Combining accents (text stored decomposed): translate() drops the letters of `from` that `to` lacks. */
const COMBINING = Array.from({ length: 0x70 }, (_, i) => String.fromCharCode(0x300 + i)).join('');
// Constants of this file (no quotes in them), so they can be SQL literals rather than two parameters per use.
const FROM = sql.raw(`'${ACCENTED}${COMBINING}'`);
const TO = sql.raw(`'${PLAIN}'`);

/** Lower-cased and without accents, in SQL. */
const folded = (value: AnyColumn | SQL) => sql`lower(translate(${value}, ${FROM}, ${TO}))`;
const contains = (haystack: SQL, needle: SQL | string) => sql`strpos(${haystack}, ${needle}) > 0`;
const phoneDigits = sql`regexp_replace(${customers.phone}, '[^0-9]', '', 'g')`;

/** Every word in a name, the e-mail or the phone; a typed number also in the phone's digits as a whole. */
export function searchCondition(search: string, country: string): SQL | undefined {
  const words = search.split(/\s+/).filter(Boolean);
  if (!words.length) return undefined;
  const perWord = words.map((word) => {
    const needle = folded(sql`${word}::text`);
    const fields = [customers.firstName, customers.lastName, customers.email].map((column) => contains(folded(column), needle));
    const digits = isPhoneLike(word) ? word.replace(/\D/g, '') : '';
    if (digits) fields.push(contains(phoneDigits, digits));
    return sql`(${sql.join(fields, sql` or `)})`;
  });
  const allWords = sql`(${sql.join(perWord, sql` and `)})`;
  const numbers = phoneSearchDigits(search, country);
  if (!numbers.length) return allWords;
  return sql`(${allWords} or ${sql.join(numbers.map((digits) => contains(phoneDigits, digits)), sql` or `)})`;
}

export const summaryColumns = {
  id: customers.id,
  first_name: customers.firstName,
  last_name: customers.lastName,
  phone: customers.phone,
  email: customers.email,
};

/** One page of the venue's customers (not archived) matching `search`, by last name, first name, id. */
export async function searchCustomers(db: Queryable, venueId: number, search: string, country: string, page: number, perPage: number) {
  const where = and(eq(customers.venueId, venueId), eq(customers.archived, false), searchCondition(search, country));
  const [rows, [counted]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(customers)
      .where(where)
      // Byte order of the folded names: the same on every database whatever its collation.
      .orderBy(sql`${folded(customers.lastName)} collate "C"`, sql`${folded(customers.firstName)} collate "C"`, customers.id)
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: sql<number>`count(*)::int` }).from(customers).where(where),
  ]);
  return { rows: rows as CustomerSummary[], total: counted?.n ?? 0 };
}

/** The venue's customers (not archived) with this phone (compared by digits) or e-mail, those with the phone first. */
export async function customersWithContact(db: Queryable, venueId: number, phone: string, email: string): Promise<CustomerSummary[]> {
  const digits = phone.replace(/\D/g, '');
  if (!digits && !email) return [];
  const byPhone = digits ? sql`${phoneDigits} = ${digits}` : sql`false`;
  const byEmail = email ? sql`lower(${customers.email}) = ${email.toLowerCase()}` : sql`false`;
  return db
    .select(summaryColumns)
    .from(customers)
    .where(and(eq(customers.venueId, venueId), eq(customers.archived, false), sql`(${byPhone} or ${byEmail})`))
    .orderBy(...(digits ? [sql`(${byPhone}) desc`] : []), customers.id)
    .limit(10);
}

/** The venue's country (ISO alpha-2, may be empty): national phone numbers are read as its numbers. */
export async function venueCountry(db: Queryable, venueId: number): Promise<string> {
  const [row] = await db.select({ country: venues.country }).from(venues).where(eq(venues.id, venueId)).limit(1);
  return row?.country ?? '';
}
