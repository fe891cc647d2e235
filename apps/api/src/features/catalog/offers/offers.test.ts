import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Discount, Membership, Package } from '@chairside/shared/catalog-offers';
import { customerMemberships } from '../catalog.service';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** Packages, memberships and discounts at the HTTP edge (issue 12). */

let t: TestApp;
let owner: string;
let staff: string;
let other: string;
let blowDry: number;
let colour: number;
let manicure: number;

const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const serviceId = async (name: string) => (await rows<{ id: number }>(sql`select id from services where venue_id = ${t.seed.salon.id} and name = ${name}`))[0]!.id;
const setPlan = (plan: string) => t.database.db.execute(sql`update venues set plan = ${plan}, plan_paid = true where id = ${t.seed.salon.id}`);
const post = (path: string, body?: unknown, token = owner, lang?: string) => t.call('POST', path, { token, body: body ?? {}, lang });
const get = (path: string, token = owner, query?: Record<string, string>) => t.call('GET', path, { token, query });

const packageBody = () => ({ name: '10 × Blow-dry', description: 'Ten for eight', price: 28000, validity_days: 365, online: true, items: [{ service_id: blowDry, count: 10 }, { service_id: colour, count: 2 }] });
const membershipBody = () => ({ name: 'Colour club', kind: 'recurring', period: 'year', price: 99000, service_ids: [colour], discount_bp: 1500 });
const discountBody = (code: string | null = 'SPRING20') => ({ name: 'Spring', kind: 'percent', value: 2000, code, starts_on: '2027-03-01', ends_on: '2027-05-31', limit_per_customer: 2, applies_products: true, manual_restricted: true });

beforeAll(async () => {
  t = await createTestApp();
  [owner, staff, other] = await Promise.all([t.login('owner'), t.login('staff'), t.login('other')]);
  [blowDry, colour, manicure] = await Promise.all([serviceId('Blow-dry'), serviceId('Root colour'), serviceId('Classic manicure')]);
});
afterAll(() => t.close());

describe('packages', () => {
  it('adds, reads, changes, archives and restores a package', async () => {
    const created = await post('packages/store', packageBody());
    expect(created.statusCode, created.body).toBe(200);
    const pkg = created.json<{ package: Package; message: string }>().package;
    expect(pkg).toMatchObject({ name: '10 × Blow-dry', price: 28000, validity_days: 365, online: true, archived: false });
    expect(pkg.items).toEqual([{ service_id: blowDry, service_name: 'Blow-dry', count: 10 }, { service_id: colour, service_name: 'Root colour', count: 2 }]);
    expect(created.json<{ message: string }>().message).toBe('Package added.');

    const detail = await get(`packages/detail/${pkg.id}`);
    expect(detail.json<{ package: Package }>().package).toEqual(pkg);

    const changed = await post(`packages/update/${pkg.id}`, { ...packageBody(), price: 26000, items: [{ service_id: manicure, count: 3 }] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<{ package: Package }>().package).toMatchObject({ price: 26000, items: [{ service_id: manicure, count: 3 }] });

    expect((await post(`packages/archive/${pkg.id}`)).json()).toMatchObject({ id: pkg.id, archived: true });
    const active = (await get('packages')).json<{ data: Package[] }>().data;
    expect(active.map((p) => p.id)).not.toContain(pkg.id);
    expect(active.map((p) => p.name)).toContain('5 × Blow-dry'); // the demo's
    const archived = (await get('packages', owner, { archived: '1' })).json<{ data: Package[] }>().data;
    expect(archived.map((p) => p.id)).toEqual([pkg.id]);
    expect((await post(`packages/restore/${pkg.id}`)).json()).toMatchObject({ id: pkg.id, archived: false });
    const found = (await get('packages', owner, { search: 'blow' })).json<{ data: Package[] }>().data;
    expect(found.map((p) => p.name).sort()).toEqual(['10 × Blow-dry', '5 × Blow-dry']);
  });

  it('refuses bad input in the caller’s language', async () => {
    const noItems = await post('packages/store', { ...packageBody(), items: [] }, owner, 'de');
    expect(noItems.statusCode).toBe(422);
    const twice = await post('packages/store', { ...packageBody(), items: [{ service_id: blowDry, count: 1 }, { service_id: blowDry, count: 2 }] }, owner, 'de');
    expect(twice.statusCode).toBe(422);
    expect(JSON.stringify(twice.json())).toContain('Jede Leistung kann nur einmal hinzugefügt werden.');
    const foreign = (await rows<{ id: number }>(sql`select id from services where venue_id = ${t.seed.other.id} limit 1`))[0]!.id;
    const unknown = await post('packages/store', { ...packageBody(), items: [{ service_id: foreign, count: 1 }] }, owner, 'fr-fr');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ code: 'VALIDATION', errors: { items: ['Choisissez des prestations de votre catalogue.'] } });
    const negative = await post('packages/store', { ...packageBody(), price: -1 }, owner);
    expect(negative.statusCode).toBe(422);
  });

  it('lists a customer’s bought packages with what is left, only for the venue’s own customers', async () => {
    const venue = t.seed.salon.id;
    const [pkg] = await rows<{ id: number }>(sql`select id from packages where venue_id = ${venue} and name = '5 × Blow-dry'`);
    const [customer] = await rows<{ id: number }>(sql`select id from customers where venue_id = ${venue} order by id limit 1`);
    const [bought] = await rows<{ id: number }>(sql`insert into customer_packages (venue_id, customer_id, package_id, expires_on) values (${venue}, ${customer!.id}, ${pkg!.id}, '2027-12-31') returning id`);
    await t.database.db.execute(sql`insert into customer_package_services (venue_id, customer_package_id, service_id, remaining) values (${venue}, ${bought!.id}, ${blowDry}, 3)`);
    const answer = await get(`customers/${customer!.id}/packages`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<{ data: unknown[] }>().data).toEqual([
      expect.objectContaining({ id: bought!.id, package_id: pkg!.id, name: '5 × Blow-dry', expires_on: '2027-12-31', remaining: [{ service_id: blowDry, service_name: 'Blow-dry', count: 3 }] }),
    ]);
    expect((await get(`customers/${customer!.id}/packages`, other)).statusCode).toBe(404);
  });
});

describe('memberships', () => {
  it('adds a recurring and a sessions membership, keeping only the fields of its kind', async () => {
    const recurring = await post('memberships/store', { ...membershipBody(), sessions: 4 });
    expect(recurring.statusCode, recurring.body).toBe(200);
    const made = recurring.json<{ membership: Membership }>().membership;
    expect(made).toMatchObject({ kind: 'recurring', period: 'year', price: 99000, sessions: null, discount_bp: 1500, services: [{ service_id: colour, service_name: 'Root colour' }] });

    const sessions = await post(`memberships/update/${made.id}`, { ...membershipBody(), kind: 'sessions', sessions: 6, validity_days: 180 });
    expect(sessions.json<{ membership: Membership }>().membership).toMatchObject({ kind: 'sessions', period: null, sessions: 6, validity_days: 180 });
    expect((await post(`memberships/archive/${made.id}`)).statusCode).toBe(200);
    expect((await get('memberships', owner, { archived: '1' })).json<{ data: Membership[] }>().data.map((m) => m.id)).toEqual([made.id]);
    expect((await post(`memberships/restore/${made.id}`)).statusCode).toBe(200);
    expect((await get(`memberships/detail/${made.id}`)).json<{ membership: Membership }>().membership.archived).toBe(false);
  });

  it('asks for the period of a recurring one and the sessions of a prepaid one, in the caller’s language', async () => {
    const noPeriod = await post('memberships/store', { ...membershipBody(), period: null }, owner, 'es-es');
    expect(noPeriod.statusCode).toBe(422);
    expect(noPeriod.json()).toMatchObject({ errors: { period: ['Elige facturación mensual o anual.'] } });
    const noSessions = await post('memberships/store', { ...membershipBody(), kind: 'sessions' }, owner, 'pl');
    expect(noSessions.json()).toMatchObject({ errors: { sessions: ['Podaj liczbę wizyt.'] } });
    expect((await post('memberships/store', { ...membershipBody(), discount_bp: 10_001 })).statusCode).toBe(422);
  });

  it('gives a customer’s memberships with their state, active first', async () => {
    const venue = t.seed.salon.id;
    const [club] = await rows<{ id: number }>(sql`select id from memberships where venue_id = ${venue} and name = 'Blow-dry club'`);
    const [tenner] = await rows<{ id: number }>(sql`select id from memberships where venue_id = ${venue} and name = 'Manicure 10'`);
    const [customer] = await rows<{ id: number }>(sql`select id from customers where venue_id = ${venue} order by id offset 1 limit 1`);
    await t.database.db.execute(sql`insert into customer_memberships (venue_id, customer_id, membership_id, state, started_on, ends_on, sessions_left)
      values (${venue}, ${customer!.id}, ${tenner!.id}, 'expired', '2026-01-01', '2026-06-30', 2)`);
    await t.database.db.execute(sql`insert into customer_memberships (venue_id, customer_id, membership_id, state, started_on, renews_on)
      values (${venue}, ${customer!.id}, ${club!.id}, 'active', '2026-09-01', '2026-12-01')`);
    const ctx = { db: t.database.db, venueId: venue } as unknown as Parameters<typeof customerMemberships>[0];
    const list = await customerMemberships(ctx, customer!.id);
    expect(list.map((m) => [m.name, m.state])).toEqual([['Blow-dry club', 'active'], ['Manicure 10', 'expired']]);
    expect(list[0]).toMatchObject({ kind: 'recurring', renews_on: '2026-12-01', discount_bp: 1000, service_ids: [blowDry] });
    expect(list[1]).toMatchObject({ kind: 'sessions', sessions_left: 2, ends_on: '2026-06-30' });
    const otherCtx = { db: t.database.db, venueId: t.seed.other.id } as unknown as Parameters<typeof customerMemberships>[0];
    expect(await customerMemberships(otherCtx, customer!.id)).toEqual([]);
  });
});

describe('discounts', () => {
  it('adds, changes, archives and restores a discount with every field kept', async () => {
    const created = await post('discounts/store', discountBody());
    expect(created.statusCode, created.body).toBe(200);
    const made = created.json<{ discount: Discount }>().discount;
    expect(made).toEqual({
      id: made.id, name: 'Spring', kind: 'percent', value: 2000, applies_services: true, applies_products: true, applies_vouchers: false,
      code: 'SPRING20', starts_on: '2027-03-01', ends_on: '2027-05-31', limit_per_customer: 2, manual_restricted: true, archived: false,
    });
    const fixed = await post(`discounts/update/${made.id}`, { ...discountBody(), kind: 'fixed', value: 750, code: null });
    expect(fixed.json<{ discount: Discount }>().discount).toMatchObject({ kind: 'fixed', value: 750, code: null });
    expect((await post(`discounts/archive/${made.id}`)).statusCode).toBe(200);
    expect((await get('discounts', owner, { archived: '1' })).json<{ data: Discount[] }>().data.map((d) => d.id)).toEqual([made.id]);
    expect((await post(`discounts/restore/${made.id}`)).statusCode).toBe(200);
    expect((await get('discounts', owner, { search: 'welcome10' })).json<{ data: Discount[] }>().data.map((d) => d.code)).toEqual(['WELCOME10']);
  });

  it('keeps a code unique per venue whatever its case, archived ones included', async () => {
    const clash = await post('discounts/store', { ...discountBody('welcome10'), name: 'Again' }, owner, 'nld');
    expect(clash.statusCode).toBe(422);
    expect(clash.json()).toMatchObject({ code: 'VALIDATION', errors: { code: ['Een andere korting gebruikt deze code al.'] } });
    const mine = (await post('discounts/store', discountBody('AUTUMN'))).json<{ discount: Discount }>().discount;
    // saving a discount with its own code is no clash; taking another's is
    expect((await post(`discounts/update/${mine.id}`, discountBody('autumn'))).statusCode).toBe(200);
    expect((await post(`discounts/update/${mine.id}`, discountBody('Welcome10'))).statusCode).toBe(422);
    await post(`discounts/archive/${mine.id}`);
    expect((await post('discounts/store', discountBody('AUTUMN'))).statusCode).toBe(422);
  });

  it('refuses a percentage over 100 %, nothing to apply to, an end before the start and a bad code', async () => {
    const over = await post('discounts/store', { ...discountBody(null), value: 10_001 }, owner, 'it-it');
    expect(over.json()).toMatchObject({ errors: { value: ['Una percentuale non può superare il 100 %.'] } });
    const none = await post('discounts/store', { ...discountBody(null), applies_services: false, applies_products: false }, owner);
    expect(none.json()).toMatchObject({ errors: { applies_services: ['Choose at least one thing the discount applies to.'] } });
    const backwards = await post('discounts/store', { ...discountBody(null), starts_on: '2027-06-01', ends_on: '2027-05-01' }, owner, 'pt-pt');
    expect(backwards.json()).toMatchObject({ errors: { ends_on: ['A data de fim não pode ser anterior à de início.'] } });
    const badCode = await post('discounts/store', discountBody('NO SPACES'), owner);
    expect(badCode.json()).toMatchObject({ errors: { code: ['Use letters, digits, hyphens or underscores only.'] } });
  });
});

describe('idempotent stores', () => {
  it('answers a repeated Idempotency-Key with the first answer and adds one row', async () => {
    for (const [kind, body] of [['packages', packageBody()], ['memberships', membershipBody()], ['discounts', discountBody('ONCE')]] as const) {
      const count = async () => (await rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(kind)}`))[0]!.n;
      const before = await count();
      const key = `offers-${kind}-retry`;
      const first = await t.call('POST', `${kind}/store`, { token: owner, body, headers: { 'idempotency-key': key } });
      const again = await t.call('POST', `${kind}/store`, { token: owner, body, headers: { 'idempotency-key': key } });
      expect(first.statusCode, first.body).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(await count()).toBe(before + 1);
    }
  });
});

const KINDS = {
  packages: packageBody,
  memberships: membershipBody,
  discounts: () => discountBody(null),
} as const;

describe('access', () => {
  it('answers 404 for another venue’s ids on every id route', async () => {
    for (const kind of Object.keys(KINDS) as (keyof typeof KINDS)[]) {
      const [row] = await rows<{ id: number }>(sql`select id from ${sql.identifier(kind)} where venue_id = ${t.seed.salon.id} order by id limit 1`);
      await setPlan('pro');
      expect((await get(`${kind}/detail/${row!.id}`, other)).statusCode).toBe(404);
      for (const action of ['update', 'archive', 'restore']) {
        const answer = await post(`${kind}/${action}/${row!.id}`, KINDS[kind](), other);
        expect(answer.statusCode, `${kind}/${action}`).toBe(404);
      }
    }
  });

  it('refuses callers without the flag (403)', async () => {
    for (const kind of Object.keys(KINDS) as (keyof typeof KINDS)[]) {
      expect((await get(kind, staff)).statusCode).toBe(403);
      expect((await post(`${kind}/store`, KINDS[kind](), staff)).statusCode).toBe(403);
    }
  });

  it('answers 403 with limits on every write route when the plan lacks the feature, and changes nothing', async () => {
    // Start has discounts but not packages or memberships; Manage has none of them.
    for (const [plan, kinds] of [['start', ['packages', 'memberships']], ['manage', ['packages', 'memberships', 'discounts']]] as const) {
      await setPlan(plan);
      for (const kind of kinds) {
        const [row] = await rows<{ id: number; updated_at: string }>(sql`select id, updated_at::text from ${sql.identifier(kind)} where venue_id = ${t.seed.salon.id} order by id limit 1`);
        const before = await rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(kind)}`);
        for (const path of [`${kind}/store`, `${kind}/update/${row!.id}`, `${kind}/archive/${row!.id}`, `${kind}/restore/${row!.id}`]) {
          const answer = await post(path, KINDS[kind]());
          expect(answer.statusCode, `${plan} ${path}`).toBe(403);
          expect(answer.json(), path).toMatchObject({ code: 'PLAN_LIMIT', limits: { [kind]: 0 } });
        }
        expect(await rows(sql`select count(*)::int as n from ${sql.identifier(kind)}`)).toEqual(before);
        expect((await rows<{ updated_at: string }>(sql`select updated_at::text from ${sql.identifier(kind)} where id = ${row!.id}`))[0]!.updated_at).toBe(row!.updated_at);
        // reading stays possible: what exists keeps working
        expect((await get(kind)).statusCode).toBe(200);
      }
      if (plan === 'start') expect((await post('discounts/store', discountBody('STARTPLAN'))).statusCode).toBe(200);
    }
    await setPlan('pro');
  });
});
