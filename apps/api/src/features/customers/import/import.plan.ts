import { and, eq, inArray, sql } from 'drizzle-orm';
import { readImportRow, type ImportMapping, type ImportedCustomer, type RowProblem } from '@chairside/shared/rules/customer-import';
import { customers } from '../../../db/schema/index';
import type { Queryable } from '../../../db/client';
import { readRows } from './import.file';

/**
 * What importing each row does, decided a batch at a time against the venue's customers:
 * - a bad row (no name, a phone or e-mail or date that cannot be read) fails with its reasons;
 * - a row whose phone or e-mail appeared on an earlier row of the file is skipped (duplicate_in_file);
 * - a row whose phone (else e-mail) belongs to a customer of the venue fills that customer's EMPTY
 *   fields only (never overwrites what the venue typed; tags are added; a consent only when none
 *   was ever recorded): "updated", or "skipped" when it brings nothing new;
 * - any other row makes a new customer.
 * The dry run and the import job run this same plan; only the job writes it.
 */

export const IMPORT_BATCH = 1000;

export type Problem = RowProblem | 'duplicate_in_file';

export interface Planned {
  row: number;
  cells: string[];
  kind: 'create' | 'update' | 'skip' | 'fail';
  customer: ImportedCustomer;
  problems: Problem[];
  existingId?: number;
  patch?: Partial<typeof customers.$inferInsert>;
}

type Existing = Pick<typeof customers.$inferSelect, 'id' | 'lastName' | 'phone' | 'email' | 'birthday' | 'gender' | 'street' | 'city' | 'postcode' | 'country' | 'notes' | 'tags' | 'emailMarketingAt' | 'smsMarketingAt'>;

export interface PlanOptions {
  mapping: ImportMapping;
  country: string;
  /** Rows up to this file row were already imported (a retried job): planned for the in-file duplicate check, not returned. */
  after?: number;
}

/** The data rows of the file, planned in batches of IMPORT_BATCH. */
export async function* planBatches(db: Queryable, venueId: number, bytes: Buffer, options: PlanOptions): AsyncGenerator<Planned[]> {
  const seen = { phones: new Set<string>(), emails: new Set<string>() };
  let header = true;
  let batch: { row: number; cells: string[] }[] = [];
  const flush = async () => {
    const planned = await planBatch(db, venueId, batch, options, seen);
    batch = [];
    return planned.filter((p) => p.row > (options.after ?? 0));
  };
  for await (const row of readRows(bytes)) {
    if (header) {
      header = false;
      continue;
    }
    batch.push(row);
    if (batch.length >= IMPORT_BATCH) yield await flush();
  }
  if (batch.length) yield await flush();
}

async function planBatch(db: Queryable, venueId: number, rows: { row: number; cells: string[] }[], options: PlanOptions, seen: { phones: Set<string>; emails: Set<string> }): Promise<Planned[]> {
  const monthFirst = options.country.toUpperCase() === 'US';
  const read = rows.map(({ row, cells }) => ({ row, cells, ...readImportRow(cells, options.mapping, options.country, monthFirst) }));
  const phones = [...new Set(read.map((r) => r.customer.phone).filter(Boolean))];
  const emails = [...new Set(read.map((r) => r.customer.email).filter(Boolean))];
  const existing = await findExisting(db, venueId, phones, emails);
  const byPhone = new Map(existing.filter((c) => c.phone).map((c) => [c.phone, c]));
  const byEmail = new Map(existing.filter((c) => c.email).map((c) => [c.email.toLowerCase(), c]));
  return read.map(({ row, cells, customer, problems }): Planned => {
    if (problems.length) return { row, cells, customer, problems, kind: 'fail' };
    const { phone, email } = customer;
    const repeated = (phone && seen.phones.has(phone)) || (email && seen.emails.has(email));
    if (phone) seen.phones.add(phone);
    if (email) seen.emails.add(email);
    if (repeated) return { row, cells, customer, problems: ['duplicate_in_file'], kind: 'skip' };
    const match = (phone && byPhone.get(phone)) || (email && byEmail.get(email)) || undefined;
    if (!match) return { row, cells, customer, problems: [], kind: 'create' };
    const patch = emptyFieldsPatch(match, customer, byEmail);
    return { row, cells, customer, problems: [], kind: Object.keys(patch).length ? 'update' : 'skip', existingId: match.id, patch };
  });
}

async function findExisting(db: Queryable, venueId: number, phones: string[], emails: string[]): Promise<Existing[]> {
  if (!phones.length && !emails.length) return [];
  const byPhone = phones.length ? sql`(${customers.phone} <> '' and ${inArray(customers.phone, phones)})` : sql`false`;
  const byEmail = emails.length ? sql`(${customers.email} <> '' and lower(${customers.email}) in (${sql.join(emails.map((e) => sql`${e}`), sql`, `)}))` : sql`false`;
  return db
    .select({
      id: customers.id, lastName: customers.lastName, phone: customers.phone, email: customers.email, birthday: customers.birthday, gender: customers.gender,
      street: customers.street, city: customers.city, postcode: customers.postcode, country: customers.country, notes: customers.notes, tags: customers.tags,
      emailMarketingAt: customers.emailMarketingAt, smsMarketingAt: customers.smsMarketingAt,
    })
    .from(customers)
    .where(and(eq(customers.venueId, venueId), eq(customers.archived, false), sql`(${byPhone} or ${byEmail})`))
    .orderBy(customers.id);
}

function emptyFieldsPatch(match: Existing, customer: ImportedCustomer, byEmail: Map<string, Existing>): Partial<typeof customers.$inferInsert> {
  const patch: Partial<typeof customers.$inferInsert> = {};
  if (!match.lastName && customer.last_name) patch.lastName = customer.last_name;
  if (!match.phone && customer.phone) patch.phone = customer.phone;
  // Not an e-mail another customer already has.
  if (!match.email && customer.email && !byEmail.has(customer.email)) patch.email = customer.email;
  if (!match.birthday && customer.birthday) patch.birthday = customer.birthday;
  if (!match.gender && customer.gender) patch.gender = customer.gender;
  for (const field of ['street', 'city', 'postcode', 'country', 'notes'] as const) if (!match[field] && customer[field]) patch[field] = customer[field];
  const tags = [...match.tags, ...customer.tags.filter((tag) => !match.tags.includes(tag))];
  if (tags.length !== match.tags.length) patch.tags = tags;
  const now = new Date();
  if (!match.emailMarketingAt && customer.email_marketing !== null) Object.assign(patch, { emailMarketing: customer.email_marketing, emailMarketingAt: now, emailMarketingSource: 'import' });
  if (!match.smsMarketingAt && customer.sms_marketing !== null) Object.assign(patch, { smsMarketing: customer.sms_marketing, smsMarketingAt: now, smsMarketingSource: 'import' });
  return patch;
}

/** The customers table row a planned "create" inserts. */
export function newCustomerRow(venueId: number, customer: ImportedCustomer, now: Date): typeof customers.$inferInsert {
  const consent = (value: boolean | null) => (value === null ? { on: false, at: null, source: '' } : { on: value, at: now, source: 'import' });
  const email = consent(customer.email_marketing);
  const sms = consent(customer.sms_marketing);
  return {
    venueId,
    firstName: customer.first_name, lastName: customer.last_name, phone: customer.phone, email: customer.email, birthday: customer.birthday, gender: customer.gender,
    street: customer.street, city: customer.city, postcode: customer.postcode, country: customer.country, notes: customer.notes, tags: customer.tags,
    emailMarketing: email.on, emailMarketingAt: email.at, emailMarketingSource: email.source,
    smsMarketing: sms.on, smsMarketingAt: sms.at, smsMarketingSource: sms.source,
  };
}
