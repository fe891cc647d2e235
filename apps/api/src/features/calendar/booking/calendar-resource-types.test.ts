import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';

/**
 * Issue 12: a service that needs a resource type ("a colour station") books any free resource of
 * that type, in the resources' order, busy through the processing gap; concurrent bookings get
 * different ones; when none is free the answer says so in the caller's language; slots agree.
 */
const t = useTestApp();
const DATE = '2030-06-04'; // a Tuesday
const span = (start_time: string, end_time: string) => ({ start_time, end_time });
const weekdays = [[], ...Array.from({ length: 5 }, () => [span('09:00', '18:00')]), []];

async function venue(email: string) {
  const response = await t.call('POST', 'auth/signup', {
    body: { email, password: 'owner-password', first_name: 'Rosa', last_name: 'Kale', phone: '+49 30 7654321', venue_title: 'Salon Rosa', lang: 'en-us' },
  });
  expect(response.statusCode, response.body).toBe(302);
  const token = response.json().token as string;
  for (const step of [
    { step: 'about', business_type: 'hair_salon', team_size: '2-5' }, { step: 'goals', goals: ['fill_calendar'] }, { step: 'details', title: 'Salon Rosa' },
    { step: 'location', address: 'Hauptstraße 1', city: 'Berlin', country: 'DE' }, { step: 'schedule', hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens_at: '09:00', closes_at: '18:00' })) },
    { step: 'services', services: [] }, { step: 'plan', plan: 'pro' },
  ]) expect((await t.call('POST', 'onboarding/save', { token, body: step })).statusCode).toBeLessThan(400);
  const staff: number[] = [];
  for (const name of ['Mia', 'Jonas', 'Lea']) {
    const stored = await t.call('POST', 'employees/store', { token, body: { first_name: name } });
    const id = stored.json().employee.id as number;
    expect((await t.call('POST', `employees/working-hours/update/${id}`, { token, body: { starts_on: '2030-01-07', weeks: [weekdays] } })).statusCode).toBe(200);
    staff.push(id);
  }
  const station = async (name: string, type: string) => {
    const stored = await t.call('POST', 'resources/store', { token, body: { name, type } });
    expect(stored.statusCode, stored.body).toBe(200);
    return stored.json().data.id as number;
  };
  // Made in this order: the basin first, so the stations are not simply the lowest ids.
  await station('Basin', 'Wash basin');
  const stations = [await station('Station A', 'Colour station'), await station('Station B', 'Colour station')];
  const service = await t.call('POST', 'services/store', {
    token,
    body: { name: 'Full colour', initial: 30, gap: 30, finish: 15, price: 9000, resource_types: ['Colour station'], employees: staff.map((employee_id) => ({ employee_id })) },
  });
  expect(service.statusCode, service.body).toBe(200);
  return { token, staff, stations, serviceId: service.json().service.id as number };
}

const book = (token: string, serviceId: number, employeeId: number, start = '10:00', lang?: string) =>
  t.call('POST', 'appointments/store', { token, lang, body: { date: DATE, services: [{ service_id: serviceId, employee_id: employeeId, start_time: start }] } });

async function slotTimes(token: string, serviceId: number, employeeId: number) {
  const response = await t.call('GET', 'availability/slots', { token, query: { 'service_ids[]': [String(serviceId)], date_from: DATE, date_to: DATE, employee_id: String(employeeId) } });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().days[0]?.slots ?? []).map((slot: { time: string }) => slot.time) as string[];
}

describe('booking a service that needs a resource type', () => {
  it('gives two bookings at the same time the two stations in order, refuses a third clearly, and slots agree', async () => {
    const { token, staff, stations, serviceId } = await venue('rosa@salon.test');
    const [mia, jonas, lea] = staff as [number, number, number];
    expect(await slotTimes(token, serviceId, lea)).toContain('10:00');

    const first = await book(token, serviceId, mia);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().appointments[0]).toMatchObject({ resource_id: stations[0], employee_id: mia });
    const second = await book(token, serviceId, jonas);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().appointments[0].resource_id).toBe(stations[1]);

    // Both stations are busy 10:00–11:15, the processing gap included: Lea has time, but no station.
    expect(await slotTimes(token, serviceId, lea)).not.toContain('10:00');
    expect(await slotTimes(token, serviceId, lea)).not.toContain('10:40');
    const third = await book(token, serviceId, lea, '10:40', 'de');
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ code: 'SLOT_TAKEN' });
    expect(third.json().errors['services.0.resource_id']).toEqual(['Zu dieser Zeit ist keine Ressource vom Typ „Colour station“ frei. Wähle eine andere Zeit oder selbst eine Ressource.']);

    // Mia herself is free in her own gap (the employee is not busy then), the station is not.
    const trim = await t.call('POST', 'services/store', { token, body: { name: 'Trim', initial: 20, price: 2000, employees: [{ employee_id: mia }] } });
    expect((await book(token, trim.json().service.id as number, mia, '10:35')).statusCode).toBe(200);

    // From 11:15 a station is free again.
    expect(await slotTimes(token, serviceId, lea)).toContain('11:15');
    const later = await book(token, serviceId, lea, '11:15');
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json().appointments[0].resource_id).toBe(stations[0]);

    // The details name the picked station in the history.
    const details = await t.call('GET', `appointments/details/${later.json().appointments[0].id}`, { token });
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json().names.resources).toEqual({ [String(stations[0])]: 'Station A' });
  });

  it('two bookings sent at the same moment get different stations, never a double booking', async () => {
    const { token, staff, stations, serviceId } = await venue('race@salon.test');
    const answers = await Promise.all([book(token, serviceId, staff[0]!), book(token, serviceId, staff[1]!)]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const picked = answers.map((answer) => answer.json().appointments[0].resource_id as number).sort((a, b) => a - b);
    expect(picked).toEqual([...stations].sort((a, b) => a - b));
  });
});
