import { describe, expect, it } from 'vitest';
import { databaseFingerprint } from '../../../test/fingerprint';
import { useTestApp } from '../../../test/test-app';

/** The services catalogue at the HTTP edge, on the demo seed (Demo Salon's groups and services). */
const t = useTestApp();

interface Listed { groups: { id: number; name: string; services: { id: number; name: string; archived: boolean }[] }[]; ungrouped: { id: number }[] }
const catalogue = async (token: string, archived = false) => {
  const response = await t.call('GET', 'services', { token, query: archived ? { archived: '1' } : {} });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Listed>();
};

describe('GET services', () => {
  it('lists the seeded groups in order, each with its services in order', async () => {
    const owner = await t.login('owner');
    const list = await catalogue(owner);
    expect(list.groups.length).toBeGreaterThan(1);
    expect(list.groups.every((g) => g.services.length > 0)).toBe(true);
    const bookable = (await t.call('GET', 'employees/services', { token: owner })).json<{ data: { id: number }[] }>().data;
    expect(list.groups.flatMap((g) => g.services.map((s) => s.id))).toEqual(bookable.map((s) => s.id));
  });

  it('needs services.manage; another venue sees none of these ids', async () => {
    const staff = await t.login('staff');
    const owner = await t.login('owner');
    const other = await t.login('other');
    const first = (await catalogue(owner)).groups[0]!;
    const before = await databaseFingerprint(t.database.db);
    for (const [method, path, body] of [
      ['GET', 'services', undefined],
      ['GET', `services/detail/${first.services[0]!.id}`, undefined],
      ['POST', 'services/store', { name: 'X', initial: 30 }],
      ['POST', `services/update/${first.services[0]!.id}`, { name: 'X', initial: 30 }],
      ['POST', `services/archive/${first.services[0]!.id}`, {}],
      ['POST', 'services/order', { group_id: first.id, orders: [first.services[0]!.id] }],
      ['GET', 'service-groups', undefined],
      ['POST', 'service-groups/store', { name: 'X' }],
      ['POST', `service-groups/archive/${first.id}`, {}],
      ['POST', 'service-groups/order', { orders: [first.id] }],
    ] as const) {
      expect((await t.call(method, path, { token: staff, body })).statusCode, path).toBe(403);
    }
    for (const [method, path, body] of [
      ['GET', `services/detail/${first.services[0]!.id}`, undefined],
      ['POST', `services/update/${first.services[0]!.id}`, { name: 'X', initial: 30 }],
      ['POST', `services/archive/${first.services[0]!.id}`, {}],
      ['POST', `services/restore/${first.services[0]!.id}`, {}],
      ['POST', 'services/order', { group_id: first.id, orders: [first.services[0]!.id] }],
      ['POST', `service-groups/update/${first.id}`, { name: 'X' }],
      ['POST', `service-groups/archive/${first.id}`, {}],
      ['POST', 'service-groups/order', { orders: [first.id] }],
    ] as const) {
      expect((await t.call(method, path, { token: other, body })).statusCode, path).toBe(404);
    }
    // A service in another venue's group is refused as a field error.
    const intoForeignGroup = await t.call('POST', 'services/store', { token: other, body: { name: 'X', initial: 30, group_id: first.id }, lang: 'de' });
    expect(intoForeignGroup.statusCode).toBe(422);
    expect(intoForeignGroup.json().errors.group_id).toEqual(['Wähle eine Gruppe aus der Liste.']);
    expect(await databaseFingerprint(t.database.db)).toEqual(before);
  });
});

describe('validation', () => {
  it('answers field errors in the caller’s language and writes nothing', async () => {
    const owner = await t.login('owner');
    const before = await databaseFingerprint(t.database.db);
    const tooLong = await t.call('POST', 'services/store', { token: owner, body: { name: 'Marathon', initial: 1000, gap: 400, finish: 100 }, lang: 'fr-fr' });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.initial).toEqual(['Un service peut durer au maximum 24 heures au total.']);
    const free = await t.call('POST', 'services/store', { token: owner, body: { name: 'Consult', initial: 15, price_type: 'free', price: 500 }, lang: 'pl' });
    expect(free.json().errors.price).toEqual(['Usługa bezpłatna nie ma ceny: wpisz 0 lub wybierz inny rodzaj ceny.']);
    const blank = await t.call('POST', 'services/store', { token: owner, body: { name: ' ', initial: 0 }, lang: 'en-us' });
    expect(Object.keys(blank.json().errors).sort()).toEqual(['initial', 'name']);
    const ghost = await t.call('POST', 'services/store', { token: owner, body: { name: 'Ghost', initial: 30, employees: [{ employee_id: 999_999 }] }, lang: 'es-es' });
    expect(ghost.json().errors['employees.0.employee_id']).toEqual(['Este empleado ya no está en el equipo. Recarga e inténtalo de nuevo.']);
    expect(await databaseFingerprint(t.database.db)).toEqual(before);
  });
});

describe('archive, restore and order', () => {
  it('archives a service off the bookable catalogue and restores it', async () => {
    const owner = await t.login('owner');
    const service = (await catalogue(owner)).groups[0]!.services[0]!;
    const archived = await t.call('POST', `services/archive/${service.id}`, { token: owner });
    expect(archived.json()).toMatchObject({ id: service.id, archived: true });
    expect((await catalogue(owner)).groups.flatMap((g) => g.services).some((s) => s.id === service.id)).toBe(false);
    expect((await catalogue(owner, true)).groups.flatMap((g) => g.services).map((s) => s.id)).toEqual([service.id]);
    const bookable = (await t.call('GET', 'employees/services', { token: owner })).json<{ data: { id: number }[] }>().data;
    expect(bookable.some((s) => s.id === service.id)).toBe(false);
    expect((await t.call('POST', `services/restore/${service.id}`, { token: owner })).json()).toMatchObject({ archived: false });
    expect((await catalogue(owner)).groups[0]!.services.some((s) => s.id === service.id)).toBe(true);
  });

  it('archiving a group archives its services; a service restored from it comes back ungrouped', async () => {
    const owner = await t.login('owner');
    const group = (await catalogue(owner)).groups.at(-1)!;
    expect((await t.call('POST', `service-groups/archive/${group.id}`, { token: owner })).statusCode).toBe(200);
    expect((await catalogue(owner)).groups.some((g) => g.id === group.id)).toBe(false);
    const archivedList = await catalogue(owner, true);
    expect(archivedList.groups.find((g) => g.id === group.id)!.services.map((s) => s.id)).toEqual(group.services.map((s) => s.id));
    expect((await t.call('POST', `services/restore/${group.services[0]!.id}`, { token: owner })).statusCode).toBe(200);
    expect((await catalogue(owner)).ungrouped.map((s) => s.id)).toContain(group.services[0]!.id);
    expect((await t.call('POST', `service-groups/restore/${group.id}`, { token: owner })).statusCode).toBe(200);
    expect((await t.call('GET', 'service-groups', { token: owner })).json().data.map((g: { id: number }) => g.id)).toContain(group.id);
  });

  it('reorders groups, and services within a group', async () => {
    const owner = await t.login('owner');
    const list = await catalogue(owner);
    const groupIds = list.groups.map((g) => g.id);
    const reversed = [...groupIds].reverse();
    const ordered = await t.call('POST', 'service-groups/order', { token: owner, body: { orders: reversed } });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect((await catalogue(owner)).groups.map((g) => g.id)).toEqual(reversed);

    const group = list.groups[0]!;
    const last = group.services.at(-1)!.id;
    const moved = await t.call('POST', 'services/order', { token: owner, body: { group_id: group.id, orders: [last] } });
    expect(moved.json().orders).toEqual([last, ...group.services.slice(0, -1).map((s) => s.id)]);
    expect((await catalogue(owner)).groups.find((g) => g.id === group.id)!.services.map((s) => s.id)).toEqual(moved.json().orders);
    // A service of another group is not in this group's order.
    const stranger = list.groups[1]!.services[0]!.id;
    expect((await t.call('POST', 'services/order', { token: owner, body: { group_id: group.id, orders: [stranger] } })).statusCode).toBe(404);
  });

  it('edits a group and a service with every field, shown again by detail', async () => {
    const owner = await t.login('owner');
    const [group, other] = (await catalogue(owner)).groups.filter((g) => g.services.length > 0);
    const renamed = await t.call('POST', `service-groups/update/${group!.id}`, { token: owner, body: { name: 'Cuts & styling', color: '#AA3355' } });
    expect(renamed.json().group).toMatchObject({ name: 'Cuts & styling', color: '#aa3355' });

    const id = group!.services[0]!.id;
    const body = {
      name: 'Balayage', group_id: other!.id, description: 'Hand-painted', color: '#2b8a3e', initial: 45, gap: 30, finish: 20,
      price_type: 'from', price: 12000, tax_id: null, resource_types: ['Colour station'], online_bookable: false,
      online_name: 'Balayage (from)', online_description: 'Book a consult first', buffer_after: 10, employees: [],
      variants: [{ name: 'Long', initial: 60, gap: 30, finish: 20, price: 15000 }],
    };
    const saved = await t.call('POST', `services/update/${id}`, { token: owner, body });
    expect(saved.statusCode, saved.body).toBe(200);
    const detail = (await t.call('GET', `services/detail/${id}`, { token: owner })).json();
    expect(detail.service).toMatchObject({
      name: 'Balayage', group_id: other!.id, duration: 95, price_type: 'from', price: 12000, resource_types: ['Colour station'],
      online_bookable: false, online_name: 'Balayage (from)', buffer_after: 10, employee_count: 0,
    });
    expect(detail.service.variants).toEqual([expect.objectContaining({ name: 'Long', initial: 60, price: 15000 })]);
    expect(detail.employees).toEqual([]);
  });
});
