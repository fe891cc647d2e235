import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportDryRunResponse, ImportSummary, ImportUploadResponse } from '@chairside/shared/customers-transfer';
import { API_PREFIX } from '../../../app';
import { databaseFingerprint } from '../../../test/fingerprint';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { customerImportJob, customerImportPurgeJob } from './import.jobs';

/** Customer import at the HTTP edge: upload, preview, dry run, start (the job run by hand), status, report. */

let t: TestApp;
let owner: string;
let fresh: string;
let freshVenue: number;

const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const upload = (token: string, body: Buffer | string, contentType = 'text/csv', fileName = 'customers.csv', lang?: string) =>
  t.app.inject({
    method: 'POST',
    url: `${API_PREFIX}/customers/import`,
    query: { file_name: fileName },
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType, ...(lang ? { 'content-language': lang } : {}) },
    payload: body,
  });

async function uploaded(token: string, body: Buffer | string, contentType?: string): Promise<ImportUploadResponse> {
  const response = await upload(token, body, contentType);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ImportUploadResponse>();
}

const runJob = (venueId: number, importId: number) => customerImportJob(t.app.deps).handle({ venueId, importId });

async function importNow(token: string, venueId: number, id: number, mapping: object): Promise<ImportSummary> {
  const start = await t.call('POST', `customers/import/start/${id}`, { token, body: { mapping } });
  expect(start.statusCode, start.body).toBe(200);
  await runJob(venueId, id);
  const status = await t.call('GET', `customers/import/status/${id}`, { token });
  return status.json<{ import: ImportSummary }>().import;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('owner');
  const signup = await t.call('POST', 'auth/signup', {
    body: { email: 'import@example.test', password: 'import-owner-pass', first_name: 'Ida', last_name: 'Port', phone: '+48 600 000 001', venue_title: 'Import Studio' },
  });
  fresh = signup.json().token;
  const [venue] = await rows<{ id: number }>(sql`select id from venues where email = 'import@example.test'`);
  freshVenue = venue!.id;
});
afterAll(() => t.close());

type Person = { first_name: string; last_name: string; phone: string; email: string; birthday: string | null; sms_marketing: boolean; email_marketing: boolean };
const people = (venueId: number) =>
  rows<Person>(sql`select first_name, last_name, phone, email, to_char(birthday, 'YYYY-MM-DD') as birthday, sms_marketing, email_marketing
    from customers where venue_id = ${venueId} and not archived order by phone, email, first_name, last_name`);

describe('importing the demo venue into an empty venue', () => {
  it('recreates its customers, one activity entry for the import', async () => {
    const demo = await people(t.seed.salon.id);
    expect(demo.length).toBeGreaterThan(20);
    const csv = stringify([
      ['First name', 'Last name', 'Phone', 'E-mail', 'Birthday', 'SMS marketing', 'E-mail marketing'],
      ...demo.map((p) => [p.first_name, p.last_name, p.phone, p.email, p.birthday ?? '', p.sms_marketing ? 'yes' : 'no', p.email_marketing ? 'yes' : 'no']),
    ], { delimiter: ';' });
    const file = await uploaded(fresh, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(csv)]));
    expect(file).toMatchObject({ encoding: 'utf-8-bom', delimiter: ';', import: { status: 'uploaded', format: 'csv' } });
    expect(file.mapping).toEqual({ first_name: 0, last_name: 1, phone: 2, email: 3, birthday: 4, sms_marketing: 5, email_marketing: 6 });
    expect(file.sample[0]).toEqual([demo[0]!.first_name, demo[0]!.last_name, demo[0]!.phone, demo[0]!.email, demo[0]!.birthday ?? '', expect.any(String), expect.any(String)]);

    const dry = await t.call('POST', `customers/import/dry-run/${file.import.id}`, { token: fresh, body: { mapping: file.mapping } });
    expect(dry.json()).toEqual({ total_rows: demo.length, created: demo.length, updated: 0, skipped: 0, failed: 0, problems: [] });

    const done = await importNow(fresh, freshVenue, file.import.id, file.mapping);
    expect(done).toMatchObject({ status: 'done', total_rows: demo.length, processed_rows: demo.length, created: demo.length, failed: 0 });
    expect(await people(freshVenue)).toEqual(demo);
    const log = await rows<{ action: string; changes: Record<string, unknown> }>(sql`select action, changes from activity_log where venue_id = ${freshVenue} and entity = 'customer_import'`);
    expect(log).toEqual([{ action: 'imported', changes: expect.objectContaining({ created: demo.length, failed: 0 }) }]);
  });
});

describe('a file with broken rows', () => {
  const lines = [
    'Nom;Prénom;Téléphone;Courriel;Date de naissance;Étiquettes',
    'Lefèvre;Amélie;+33 6 12 34 56 78;amelie@example.test;23/04/1990;VIP, couleur', // 2 good
    'Bad;Phone;call me;;;', // 3
    'Bad;Mail;+33 6 12 34 56 79;not-an-email;;', // 4
    ';;+33 6 12 34 56 80;;;', // 5 no name
    'Bad;Date;+33 6 12 34 56 81;;31/02/1990;', // 6
    'Dupont;Éric;06 12 34 56 82;eric@example.test;1985-07-01;', // 7 good (national number, the venue is French)
    'Twin;Amélie;+33612345678;;;', // 8 same phone as row 2
  ];
  // Excel on Windows saves "CSV" in Windows-1252.
  const file = latin1(lines.join('\r\n'));

  let venueId: number;
  let token: string;
  let importId: number;
  beforeAll(async () => {
    const signup = await t.call('POST', 'auth/signup', { body: { email: 'broken@example.test', password: 'broken-owner-pass', first_name: 'Bri', last_name: 'Ken', phone: '+33 6 00 00 00 01', venue_title: 'Broken Rows' } });
    token = signup.json().token;
    [{ id: venueId }] = (await rows<{ id: number }>(sql`select id from venues where email = 'broken@example.test'`)) as [{ id: number }];
    await t.database.db.execute(sql`update venues set country = 'FR' where id = ${venueId}`);
  });

  it('reads the encoding and French headers, previews the rows as they will be imported', async () => {
    const answer = await uploaded(token, file);
    importId = answer.import.id;
    expect(answer).toMatchObject({ encoding: 'windows-1252', delimiter: ';' });
    expect(answer.headers).toEqual(['Nom', 'Prénom', 'Téléphone', 'Courriel', 'Date de naissance', 'Étiquettes']);
    expect(answer.mapping).toEqual({ last_name: 0, first_name: 1, phone: 2, email: 3, birthday: 4, tags: 5 });
    const preview = await t.call('POST', `customers/import/preview/${importId}`, { token, body: { mapping: answer.mapping }, lang: 'fr-fr' });
    expect(preview.statusCode, preview.body).toBe(200);
    const [first, second] = preview.json().rows;
    expect(first).toEqual({ row: 2, first_name: 'Amélie', last_name: 'Lefèvre', phone: '+33612345678', email: 'amelie@example.test', birthday: '1990-04-23', tags: ['VIP', 'couleur'], problems: [] });
    expect(second.problems).toEqual(['le numéro de téléphone est illisible']);
  });

  it('dry run reports what will happen, in the reader’s language, and writes nothing', async () => {
    const mapping = { last_name: 0, first_name: 1, phone: 2, email: 3, birthday: 4, tags: 5 };
    const before = await databaseFingerprint(t.database.db);
    const dry = await t.call('POST', `customers/import/dry-run/${importId}`, { token, body: { mapping }, lang: 'pl' });
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json<ImportDryRunResponse>()).toEqual({
      total_rows: 7, created: 2, updated: 0, skipped: 1, failed: 4,
      problems: [
        { row: 3, reasons: ['nie można odczytać numeru telefonu'] },
        { row: 4, reasons: ['adres e-mail jest nieprawidłowy'] },
        { row: 5, reasons: ['brak imienia i nazwiska'] },
        { row: 6, reasons: ['data urodzenia jest nieprawidłowa'] },
        { row: 8, reasons: ['ten sam telefon lub e-mail jest już we wcześniejszym wierszu'] },
      ],
    });
    expect(await databaseFingerprint(t.database.db)).toEqual(before);
  });

  it('imports the good rows once however often it is started, and reports the rest', async () => {
    const mapping = { last_name: 0, first_name: 1, phone: 2, email: 3, birthday: 4, tags: 5 };
    const starts = await Promise.all([1, 2, 3].map(() => t.call('POST', `customers/import/start/${importId}`, { token, body: { mapping } })));
    expect(starts.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const jobs = await rows<{ n: number }>(sql`select count(*)::int as n from pgboss.job where name = 'customers-import' and data->>'importId' = ${String(importId)}`);
    expect(jobs[0]!.n).toBe(1);
    await runJob(venueId, importId);
    await runJob(venueId, importId);
    const again = await t.call('POST', `customers/import/start/${importId}`, { token, body: { mapping } });
    expect(again.json().import).toMatchObject({ status: 'done', created: 2, skipped: 1, failed: 4, processed_rows: 7 });
    const names = await rows<{ name: string; birthday: string; tags: string[] }>(sql`select first_name || ' ' || last_name as name, to_char(birthday, 'YYYY-MM-DD') as birthday, tags from customers where venue_id = ${venueId} order by id`);
    expect(names).toEqual([
      { name: 'Amélie Lefèvre', birthday: '1990-04-23', tags: ['VIP', 'couleur'] },
      { name: 'Éric Dupont', birthday: '1985-07-01', tags: [] },
    ]);

    const report = await t.call('GET', `customers/import/report/${importId}`, { token, lang: 'de' });
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toContain('text/csv');
    const table = parse(report.body.replace(/^\ufeff/, ''), { relax_column_count: true }) as string[][];
    expect(table[0]).toEqual(['Zeile', 'Nom', 'Prénom', 'Téléphone', 'Courriel', 'Date de naissance', 'Étiquettes', 'Grund']);
    expect(table.slice(1).map((r) => [r[0], r[r.length - 1]])).toEqual([
      ['3', 'die Telefonnummer ist nicht lesbar'],
      ['4', 'die E-Mail-Adresse ist ungültig'],
      ['5', 'weder Vor- noch Nachname'],
      ['6', 'der Geburtstag ist kein gültiges Datum'],
      ['8', 'dieselbe Telefonnummer oder E-Mail steht schon in einer früheren Zeile'],
    ]);
    expect(table[1]!.slice(1, 4)).toEqual(['Bad', 'Phone', 'call me']);
  });

  it('fills only the empty fields of a customer it already has', async () => {
    const csv = 'Full name,Mobile,Email,Notes\r\nAmélie Other,+33612345678,,Prefers mornings\r\nÉric Dupont,,eric@example.test,\r\n';
    const answer = await uploaded(token, csv);
    expect(answer.mapping).toEqual({ full_name: 0, phone: 1, email: 2, notes: 3 });
    const done = await importNow(token, venueId, answer.import.id, answer.mapping);
    expect(done).toMatchObject({ created: 0, updated: 1, skipped: 1, failed: 0 });
    const [amelie] = await rows<{ first_name: string; notes: string }>(sql`select first_name, notes from customers where venue_id = ${venueId} and phone = '+33612345678'`);
    expect(amelie).toEqual({ first_name: 'Amélie', notes: 'Prefers mornings' });
  });
});

describe('XLSX', () => {
  it('imports the first sheet, dates as dates', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Kunden');
    sheet.addRow(['Vorname', 'Nachname', 'Handy', 'E-Mail', 'Geburtsdatum', 'Geschlecht']);
    sheet.addRow(['Jürgen', 'Weiß', '+49 151 23456789', 'juergen@example.test', new Date(Date.UTC(1979, 10, 5)), 'männlich']);
    sheet.addRow(['Anke', 'Groß', '+49 151 23456780', { text: 'anke@example.test', hyperlink: 'mailto:anke@example.test' }, '05.11.1981', 'weiblich']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const answer = await uploaded(fresh, bytes, XLSX);
    expect(answer).toMatchObject({ encoding: 'xlsx', import: { format: 'xlsx' }, mapping: { first_name: 0, last_name: 1, phone: 2, email: 3, birthday: 4, gender: 5 } });
    const done = await importNow(fresh, freshVenue, answer.import.id, answer.mapping);
    expect(done).toMatchObject({ status: 'done', created: 2, failed: 0 });
    const found = await rows(sql`select first_name, phone, email, to_char(birthday, 'YYYY-MM-DD') as birthday, gender from customers where venue_id = ${freshVenue} and last_name in ('Weiß', 'Groß') order by first_name`);
    expect(found).toEqual([
      { first_name: 'Anke', phone: '+4915123456780', email: 'anke@example.test', birthday: '1981-11-05', gender: 'female' },
      { first_name: 'Jürgen', phone: '+4915123456789', email: 'juergen@example.test', birthday: '1979-11-05', gender: 'male' },
    ]);
  });
});

describe('refusals', () => {
  it('refuses an empty file, a picture, a mapping without a name, and what is not the venue’s', async () => {
    const empty = await upload(owner, '', 'text/csv', 'x.csv', 'es-es');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.file).toEqual(['El archivo está vacío.']);
    const fakeXlsx = await upload(owner, Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(200, 7)]), XLSX, 'x.xlsx');
    expect(fakeXlsx.statusCode).toBe(422);
    expect(fakeXlsx.json().errors.file).toEqual(['This file cannot be read. Save it as CSV or Excel (.xlsx) and try again.']);
    expect([400, 415]).toContain((await upload(owner, 'a,b', 'image/gif')).statusCode);
    const mine = await uploaded(fresh, 'Name,Phone\r\nAda,+48600000002\r\n');
    const noName = await t.call('POST', `customers/import/start/${mine.import.id}`, { token: fresh, body: { mapping: { phone: 1 } } });
    expect(noName.statusCode).toBe(422);
    expect(noName.json().errors.mapping).toEqual(['Choose the column that holds the name.']);
    const before = await databaseFingerprint(t.database.db);
    for (const [method, path] of [['POST', 'preview'], ['POST', 'dry-run'], ['POST', 'start'], ['GET', 'status'], ['GET', 'report']] as const) {
      const response = await t.call(method, `customers/import/${path}/${mine.import.id}`, { token: owner, body: method === 'POST' ? { mapping: { full_name: 0 } } : undefined });
      expect(response.statusCode, path).toBe(404);
    }
    expect(await databaseFingerprint(t.database.db)).toEqual(before);
  });
});

describe('keeping the files', () => {
  it('empties the file and the report 7 days after the import finished, or after an upload never started', async () => {
    const file = 'Name,Phone\r\nKeep Sake,+48600000009\r\n';
    const [old, recent, abandoned, fresh2] = [await uploaded(fresh, file), await uploaded(fresh, file), await uploaded(fresh, file), await uploaded(fresh, file)].map((u) => u.import.id);
    const day = 86_400_000;
    const ago = (days: number) => new Date(Date.now() - days * day).toISOString();
    await t.database.db.execute(sql`update customer_imports set status = 'done', finished_at = ${ago(8)}::timestamptz, report = '2,x' where id = ${old}`);
    await t.database.db.execute(sql`update customer_imports set status = 'done', finished_at = ${ago(6)}::timestamptz, report = '2,x' where id = ${recent}`);
    await t.database.db.execute(sql`update customer_imports set created_at = ${ago(8)}::timestamptz where id = ${abandoned}`);
    await customerImportPurgeJob(t.app.deps).handle({});
    const state = await rows<{ id: number; bytes: number; report: string; status: string; purged: boolean }>(sql`
      select id, length(file) as bytes, report, status, purged_at is not null as purged from customer_imports where id in (${old}, ${recent}, ${abandoned}, ${fresh2}) order by id`);
    const bytes = Buffer.byteLength(file);
    expect(state).toEqual([
      { id: old, bytes: 0, report: '', status: 'done', purged: true },
      { id: recent, bytes, report: '2,x', status: 'done', purged: false },
      { id: abandoned, bytes: 0, report: '', status: 'failed', purged: true },
      { id: fresh2, bytes, report: '', status: 'uploaded', purged: false },
    ]);
    // A purged import still answers its outcome, but neither its rows nor its report.
    expect((await t.call('GET', `customers/import/status/${old}`, { token: fresh })).statusCode).toBe(200);
    expect((await t.call('GET', `customers/import/report/${old}`, { token: fresh })).statusCode).toBe(404);
    expect((await t.call('POST', `customers/import/preview/${abandoned}`, { token: fresh, body: { mapping: { full_name: 0 } } })).statusCode).toBe(404);
    expect((await t.call('POST', `customers/import/start/${abandoned}`, { token: fresh, body: { mapping: { full_name: 0 } } })).statusCode).toBe(404);
  });
});

function latin1(text: string): Buffer {
  const bytes = Buffer.alloc(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}
