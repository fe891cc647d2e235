import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, serviceGroups, services, venues } from '../../db/schema/index';
import { databaseFingerprint } from '../../test/fingerprint';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const now = new Date('2026-05-04T08:00:00Z'); // a Monday
const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens_at: '09:00', closes_at: '17:00' }));

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
});
afterAll(() => t.close());

interface Offered { key: string; name: string; services: { key: string; name: string; initial: number; gap: number; finish: number; duration: number; price: number; price_type: string }[] }

/** A brand-new venue from sign-up, walked up to the services step. */
async function venueAtServices(name: string, businessType: string, lang = 'en-us') {
  const email = `${name}@example.test`;
  const signup = await t.call('POST', 'auth/signup', {
    body: { email, password: `${name}-owner-pass`, first_name: name, phone: '+31 6 5555 0000', venue_title: `${name} venue` },
  });
  const token: string = signup.json().token;
  const [venue] = await t.database.db.select().from(venues).where(eq(venues.email, email));
  const steps = [
    { step: 'about', business_type: businessType, team_size: 'solo' },
    { step: 'goals', goals: ['fill_calendar'] },
    { step: 'details', title: `${name} venue` },
    { step: 'location', address: 'Damrak 1', city: 'Amsterdam', country: 'NL' },
    { step: 'schedule', hours: weekdays },
  ];
  for (const body of steps) expect((await t.call('POST', 'onboarding/save', { token, body, lang })).statusCode).toBe(200);
  const [owner] = await t.database.db.select({ id: employees.id }).from(employees).where(eq(employees.venueId, venue!.id));
  const save = (list: unknown[], saveLang = lang) => t.call('POST', 'onboarding/save', { token, body: { step: 'services', services: list }, lang: saveLang });
  const offered = async (getLang = lang) => (await t.call('GET', 'onboarding', { token, lang: getLang })).json().answers.services.offered as Offered[];
  return { token, venueId: venue!.id, ownerId: owner!.id, save, offered };
}

const activeServices = (venueId: number) =>
  t.database.db.select().from(services).where(and(eq(services.venueId, venueId), eq(services.archived, false))).orderBy(services.id);

describe('onboarding services step', () => {
  it('offers the starter catalogue of the business type, in the language asked and the venue currency', async () => {
    const venue = await venueAtServices('barber', 'barbershop', 'pl');
    const polish = await venue.offered();
    expect(polish.map((g) => g.name)).toEqual(['Strzyżenie', 'Broda i golenie']);
    expect(polish[1]!.services.find((s) => s.key === 'beard_trim')).toMatchObject({ name: 'Trymowanie brody', duration: 20, price: 1500 });
    expect((await venue.offered('it-it'))[1]!.services[0]!.name).toBe('Regolazione barba');
    // The same salon priced in złoty: rounded local amounts, integer minor units.
    await t.database.db.update(venues).set({ currency: 'PLN' }).where(eq(venues.id, venue.venueId));
    const zloty = await venue.offered();
    expect(zloty[0]!.services.find((s) => s.key === 'haircut')!.price).toBe(11_000); // 25 € → 107.5 → 110 zł
    expect(zloty.flatMap((g) => g.services).every((s) => Number.isInteger(s.price) && s.price % 500 === 0)).toBe(true);

    const spa = await venueAtServices('massage', 'massage', 'de');
    const wrap = (await spa.offered()).flatMap((g) => g.services).find((s) => s.key === 'body_wrap');
    expect(wrap).toMatchObject({ name: 'Detox-Körperpackung', initial: 20, gap: 30, finish: 10, duration: 60 });
  });

  it('makes the ticked services, as edited, performed by the owner, with the processing gaps of the trade', async () => {
    const venue = await venueAtServices('hair', 'hair_salon');
    const response = await venue.save([
      { key: 'women_cut', name: "Women's cut & finish", duration: 60, price: 5200 },
      { key: 'full_colour', name: 'Full colour', duration: 105, price: 7000 },
      { key: 'beard_trim', name: 'not a hair salon service', duration: 20, price: 1500 },
    ]);
    // A key of another trade's list is refused, with the field and the user's language.
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ 'services.2.key': ['This service is not on the starter list any more. Reload the page and choose again.'] });

    const saved = await venue.save([
      { key: 'women_cut', name: "Women's cut & finish", duration: 60, price: 5200 },
      { key: 'full_colour', name: 'Full colour', duration: 105, price: 7000 },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().step).toBe('plan');
    expect(saved.json().answers.services.chosen).toEqual([
      { key: 'women_cut', name: "Women's cut & finish", duration: 60, price: 5200 },
      { key: 'full_colour', name: 'Full colour', duration: 105, price: 7000 },
    ]);
    const bookable = await t.call('GET', 'employees/services', { token: venue.token });
    expect(bookable.statusCode, bookable.body).toBe(200);
    const data = bookable.json().data as { name: string; group_name: string; duration: number; gap: number; finish: number; price: number; employees: { employee_id: number }[] }[];
    expect(data.map((s) => [s.group_name, s.name, s.duration, s.gap, s.finish, s.price, s.employees.map((e) => e.employee_id)])).toEqual([
      ['Cuts & styling', "Women's cut & finish", 60, 0, 0, 5200, [venue.ownerId]],
      // 105 minutes: the 35-minute processing gap and the 30-minute finish stay, the application takes 40.
      ['Colour', 'Full colour', 105, 35, 30, 7000, [venue.ownerId]],
    ]);
  });

  it('saving again, going back and forth, never duplicates: it updates, archives what is unticked and adds what is new', async () => {
    const venue = await venueAtServices('nails', 'nail_salon');
    await venue.save([{ key: 'manicure', name: 'Classic manicure', duration: 30, price: 2500 }, { key: 'pedicure', name: 'Classic pedicure', duration: 45, price: 3500 }]);
    const first = await activeServices(venue.venueId);
    await venue.save([{ key: 'manicure', name: 'Classic manicure', duration: 30, price: 2500 }, { key: 'pedicure', name: 'Classic pedicure', duration: 45, price: 3500 }]);
    expect((await activeServices(venue.venueId)).map((s) => s.id)).toEqual(first.map((s) => s.id));

    // Back to the hours, forward again, then: the manicure renamed, the pedicure unticked, a gel manicure added.
    expect((await t.call('POST', 'onboarding/save', { token: venue.token, body: { step: 'schedule', hours: weekdays } })).json().step).toBe('plan');
    await venue.save([{ key: 'manicure', name: 'Manicure', duration: 35, price: 2800 }, { key: 'gel_manicure', name: 'Gel polish manicure', duration: 45, price: 3500 }]);
    const after = await activeServices(venue.venueId);
    expect(after.map((s) => [s.name, s.initialMinutes, s.price])).toEqual([['Manicure', 35, 2800], ['Gel polish manicure', 45, 3500]]);
    expect(after[0]!.id).toBe(first[0]!.id);
    const groups = await t.database.db.select().from(serviceGroups).where(eq(serviceGroups.venueId, venue.venueId)).orderBy(serviceGroups.id);
    expect(groups.map((g) => [g.name, g.archived])).toEqual([['Hands', false], ['Feet', true]]);

    // A change of business type: the next save replaces the nail services with the new trade's.
    await t.call('POST', 'onboarding/save', { token: venue.token, body: { step: 'about', business_type: 'barbershop', team_size: 'solo' } });
    await venue.save([{ key: 'beard_trim', name: 'Beard trim', duration: 20, price: 1500 }]);
    expect((await activeServices(venue.venueId)).map((s) => s.name)).toEqual(['Beard trim']);

    // Skipping takes the choice back.
    expect((await venue.save([])).statusCode).toBe(200);
    expect(await activeServices(venue.venueId)).toEqual([]);
  });

  it('refuses a length that leaves no room for the processing time, a service twice and bad numbers, in the user language, changing nothing', async () => {
    const venue = await venueAtServices('colour', 'hair_salon');
    const before = await databaseFingerprint(t.database.db);
    const short = await venue.save([{ key: 'root_colour', name: 'Ansatzfarbe', duration: 60, price: 5500 }], 'de');
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({ 'services.0.duration': ['Plane mindestens 65 Minuten ein: Die Einwirkzeit braucht ihren Platz.'] });
    const twice = await venue.save([{ key: 'men_cut', name: 'A', duration: 30, price: 1 }, { key: 'men_cut', name: 'B', duration: 30, price: 1 }], 'fr-fr');
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({ services: ['Cette prestation figure deux fois dans la liste.'] });
    const bad = await venue.save([{ key: 'men_cut', name: ' ', duration: 2, price: -5 }], 'nld');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['services.0.duration', 'services.0.name', 'services.0.price']);
    expect(await databaseFingerprint(t.database.db)).toEqual(before);
  });

  it('a new venue gets its default tax rate at sign-up, and after onboarding the owner is bookable with the starter services', async () => {
    const venue = await venueAtServices('spa', 'spa');
    const taxes = await t.call('GET', 'taxes', { token: venue.token });
    expect(taxes.statusCode, taxes.body).toBe(200);
    expect(taxes.json()).toMatchObject({ data: [{ name: '21 %', rate: 2100, default_service: true, default_product: true }], tax_calculation: 'included' });

    await venue.save([{ key: 'body_wrap', name: 'Detox body wrap', duration: 60, price: 7000 }, { key: 'relax_60', name: 'Relaxing massage', duration: 60, price: 6500 }]);
    expect((await t.call('POST', 'onboarding/save', { token: venue.token, body: { step: 'plan', plan: 'pro' } })).statusCode).toBe(302);
    const [wrap] = await activeServices(venue.venueId);

    // The opening hours are the owner's shifts: Tuesday 09:00–17:00 offers the wrap from 09:00, and it books.
    const slots = await t.call('GET', 'availability/slots', {
      token: venue.token, query: { 'service_ids[]': [String(wrap!.id)], date_from: '2026-05-05', date_to: '2026-05-05', employee_id: String(venue.ownerId) },
    });
    expect(slots.statusCode, slots.body).toBe(200);
    const times = slots.json<{ days: { slots: { time: string }[] }[] }>().days[0]!.slots.map((s) => s.time);
    expect(times[0]).toBe('09:00');
    expect(times.at(-1)).toBe('16:00');
    const booked = await t.call('POST', 'appointments/store', {
      token: venue.token, body: { date: '2026-05-05', services: [{ service_id: wrap!.id, employee_id: venue.ownerId, start_time: '10:00' }] },
    });
    expect(booked.statusCode, booked.body).toBe(200);
    // Saturday is closed: no slot.
    const closed = await t.call('GET', 'availability/slots', {
      token: venue.token, query: { 'service_ids[]': [String(wrap!.id)], date_from: '2026-05-09', date_to: '2026-05-09', employee_id: String(venue.ownerId) },
    });
    expect(closed.json().days[0]?.slots ?? []).toEqual([]);
  });
});
