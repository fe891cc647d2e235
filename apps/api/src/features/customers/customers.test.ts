import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerSummary, CustomersResponse } from '@chairside/shared/customers';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Customer search and quick add (the booking dialog), against the seeded demo venues. */

let t: TestApp;
let owner: string;
let staff: string;
let other: string;

const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

async function addCustomer(venueId: number, firstName: string, lastName: string, phone: string, archived = false): Promise<number> {
  const [row] = await rows<{ id: number }>(sql`
    insert into customers (venue_id, first_name, last_name, phone, email, archived)
    values (${venueId}, ${firstName}, ${lastName}, ${phone}, ${`${firstName}.${lastName}@quint.test`.normalize('NFD').replace(/[^\w.@]/g, '').toLowerCase()}, ${archived}) returning id`);
  return row!.id;
}

const search = async (token: string, query: Record<string, string>) => {
  const response = await t.call('GET', 'customers', { token, query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CustomersResponse>();
};
const names = (answer: CustomersResponse) => answer.data.map((c) => `${c.first_name} ${c.last_name}`);

let quintanilla: number;
let quintanar: number;
beforeAll(async () => {
  t = await createTestApp();
  [owner, staff, other] = await Promise.all([t.login('owner'), t.login('staff'), t.login('other')]);
  quintanilla = await addCustomer(t.seed.salon.id, 'José', 'Quintanilla', '+34600123456');
  quintanar = await addCustomer(t.seed.salon.id, 'Jose', 'Quintanar', '+34 611 000 111');
  await addCustomer(t.seed.salon.id, 'Joséphine', 'Quintero', '+34600123999', true);
  await addCustomer(t.seed.other.id, 'José', 'Quintana', '+34600123777');
});
afterAll(() => t.close());

describe('GET customers', () => {
  it('finds every word in the names, ignoring case and accents, by last name then first name', async () => {
    for (const words of ['jose quint', 'JOSÉ QUINT', 'josé  quint']) {
      expect(names(await search(owner, { search: words })), words).toEqual(['Jose Quintanar', 'José Quintanilla']);
    }
    expect(names(await search(owner, { search: 'quintanilla jose' }))).toEqual(['José Quintanilla']);
    expect(names(await search(owner, { search: 'jose.quintanar@quint' }))).toEqual(['Jose Quintanar']);
    expect((await search(owner, { search: 'jose zzzz' })).data).toEqual([]);
  });

  it('finds a typed number in the phone digits, whatever the spaces and +', async () => {
    const found = await search(owner, { search: '600 12' });
    expect(found.data.map((c) => c.id)).toContain(quintanilla);
    for (const c of found.data) expect(c.phone.replace(/\D/g, '')).toContain('60012');
    expect((await search(owner, { search: '+34 611000' })).data.map((c) => c.id)).toEqual([quintanar]);
    expect((await search(owner, { search: '611-000-111' })).data.map((c) => c.id)).toEqual([quintanar]);
  });

  it('never returns archived customers or those of another venue', async () => {
    const salon = await search(owner, { search: 'quint' });
    expect(names(salon)).toEqual(['Jose Quintanar', 'José Quintanilla']);
    // Nothing matches the archived Quintero as typed; the near spellings offered instead are the live customers.
    expect(names(await search(owner, { search: 'quintero' }))).not.toContain('Joséphine Quintero');
    expect((await search(owner, { search: 'josephine' })).meta.total).toBe(0);
    expect(names(await search(other, { search: 'jose quint' }))).toEqual(['José Quintana']);
    expect((await search(owner, { search: '600123777' })).data).toEqual([]);
  });

  it('pages through the venue with a total and a last page', async () => {
    const [count] = await rows<{ n: number }>(sql`select count(*)::int as n from customers where venue_id = ${t.seed.salon.id} and not archived`);
    const total = count!.n;
    const first = await search(owner, { per_page: '10' });
    const second = await search(owner, { per_page: '10', page: '2' });
    expect(first.meta).toEqual({ page: 1, per_page: 10, total, last_page: Math.ceil(total / 10) });
    expect(second.meta).toEqual({ page: 2, per_page: 10, total, last_page: Math.ceil(total / 10) });
    expect(first.data).toHaveLength(10);
    expect(second.data).toHaveLength(10);
    const ids = [...first.data, ...second.data].map((c) => c.id);
    expect(new Set(ids).size).toBe(20);
    const beyond = await search(owner, { page: String(Math.ceil(total / 10) + 1), per_page: '10' });
    expect(beyond).toEqual({ data: [], meta: { page: Math.ceil(total / 10) + 1, per_page: 10, total, last_page: Math.ceil(total / 10) } });
    const defaults = await search(owner, {});
    expect(defaults.meta.per_page).toBe(25);
    expect(Object.keys(defaults.data[0]!)).toEqual(expect.arrayContaining(['email', 'first_name', 'id', 'last_name', 'phone', 'visits', 'last_visit']));
  });

  it('is open to anyone who may book, and checks its query', async () => {
    expect((await search(staff, { search: 'quintanar' })).data.map((c) => c.id)).toEqual([quintanar]);
    const bad = await t.call('GET', 'customers', { token: owner, query: { page: '0' }, lang: 'pl' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.page).toEqual(['Wartość musi wynosić co najmniej 1.']);
    // Page sizes are the spec's (§9): 10, 25, 50, 100.
    for (const size of ['7', '20', '101']) expect((await t.call('GET', 'customers', { token: owner, query: { per_page: size } })).statusCode, size).toBe(422);
    expect((await t.call('GET', 'customers')).statusCode).toBe(401);
  });
});

describe('POST customers/store', () => {
  const store = (token: string, body: Record<string, unknown>, lang?: string) => t.call('POST', 'customers/store', { token, body, lang });

  it('adds a customer with the phone in E.164 form and logs it', async () => {
    const response = await store(owner, { first_name: ' Ana ', last_name: 'Quintela', phone: '0034 699 111 222', email: 'Ana.Q@Example.test' });
    expect(response.statusCode, response.body).toBe(200);
    const { customer } = response.json<{ customer: CustomerSummary }>();
    expect(customer).toEqual({ id: expect.any(Number), first_name: 'Ana', last_name: 'Quintela', phone: '+34699111222', email: 'ana.q@example.test' });
    const [stored] = await rows<{ venue_id: number; archived: boolean }>(sql`select venue_id, archived from customers where id = ${customer.id}`);
    expect(stored).toEqual({ venue_id: t.seed.salon.id, archived: false });
    const log = await rows<{ action: string; employee_id: number; source: string; changes: Record<string, string> }>(
      sql`select action, employee_id, source, changes from activity_log where venue_id = ${t.seed.salon.id} and entity = 'customer' and entity_id = ${customer.id}`,
    );
    expect(log).toEqual([{
      action: 'created',
      employee_id: t.seed.salon.employeeIds[0],
      source: 'web',
      changes: { first_name: 'Ana', last_name: 'Quintela', phone: '+34699111222', email: 'ana.q@example.test' },
    }]);
    expect(names(await search(owner, { search: 'ana quintela' }))).toEqual(['Ana Quintela']);
  });

  it("reads a national number as one of the venue's country; a first name alone is enough", async () => {
    const national = await store(staff, { first_name: 'Noor', phone: '06 9876 5432' });
    expect(national.statusCode, national.body).toBe(200);
    expect(national.json().customer).toMatchObject({ first_name: 'Noor', last_name: '', phone: '+31698765432', email: '' });
    const nameOnly = await store(staff, { first_name: 'Walk-in' });
    expect(nameOnly.statusCode, nameOnly.body).toBe(200);
    expect(nameOnly.json().customer).toMatchObject({ first_name: 'Walk-in', phone: '', email: '' });
  });

  it('refuses bad input with messages in the request language', async () => {
    const phone = await store(owner, { first_name: 'Ana', phone: 'call me maybe' }, 'de');
    expect(phone.statusCode).toBe(422);
    expect(phone.json()).toEqual({
      code: 'VALIDATION',
      message: 'Bitte korrigiere die markierten Felder.',
      errors: { phone: ['Gib eine gültige Telefonnummer ein. Ausländische Nummern beginnen mit + und der Ländervorwahl.'] },
    });
    const missing = await store(owner, { last_name: 'Quintela', email: 'nope' }, 'es-es');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ first_name: ['Este campo es obligatorio.'], email: ['Introduce un correo electrónico válido.'] });
  });

  it('answers CUSTOMER_EXISTS with the customer who has the phone or e-mail, and adds nobody', async () => {
    const [before] = await rows<{ n: number }>(sql`select count(*)::int as n from customers`);
    const phone = await store(owner, { first_name: 'Pepe', phone: '+34 600 123 456' }, 'fr-fr');
    expect(phone.statusCode).toBe(422);
    expect(phone.json()).toEqual({
      code: 'CUSTOMER_EXISTS',
      message: 'Ce client figure déjà dans votre fichier clients.',
      errors: { phone: ['Ce numéro de téléphone appartient déjà à José Quintanilla.'] },
      customer: { id: quintanilla, first_name: 'José', last_name: 'Quintanilla', phone: '+34600123456', email: 'jose.quintanilla@quint.test' },
    });
    const both = await store(owner, { first_name: 'Pepe', phone: '+34 611 000 111', email: 'Jose.Quintanilla@Quint.test' });
    expect(both.statusCode).toBe(422);
    expect(both.json()).toMatchObject({
      code: 'CUSTOMER_EXISTS',
      errors: { phone: ['Jose Quintanar already has this phone number.'], email: ['José Quintanilla already has this e-mail address.'] },
      customer: { id: quintanar },
    });
    const email = await store(owner, { first_name: 'Pepe', email: 'JOSE.QUINTANAR@quint.test' }, 'nld');
    expect(email.json()).toMatchObject({ code: 'CUSTOMER_EXISTS', errors: { email: ['Dit e-mailadres hoort al bij Jose Quintanar.'] }, customer: { id: quintanar } });
    const [after] = await rows<{ n: number }>(sql`select count(*)::int as n from customers`);
    expect(after!.n).toBe(before!.n);
  });

  it("ignores archived customers and other venues' customers", async () => {
    expect((await store(owner, { first_name: 'Joséphine', phone: '+34600123999' })).statusCode).toBe(200);
    expect((await store(owner, { first_name: 'José', phone: '+34600123777' })).statusCode).toBe(200);
  });

  it('makes one customer when desks add the same person at once', async () => {
    const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => store(owner, { first_name: `Twin ${i}`, phone: '+34 655 444 333' })));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(422)]);
    const winner = responses.find((r) => r.statusCode === 200)!.json<{ customer: CustomerSummary }>().customer;
    for (const loser of responses.filter((r) => r.statusCode === 422)) expect(loser.json()).toMatchObject({ code: 'CUSTOMER_EXISTS', customer: { id: winner.id } });
    const [count] = await rows<{ n: number }>(sql`select count(*)::int as n from customers where venue_id = ${t.seed.salon.id} and phone = '+34655444333'`);
    expect(count!.n).toBe(1);
  });
});
