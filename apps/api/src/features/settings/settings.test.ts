import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InitialSettings } from '@chairside/shared/settings';
import { activityLog, venues } from '../../db/schema/index';
import { countQueries, useTestApp } from '../../test/test-app';

let owner: string;
const t = useTestApp();
beforeAll(async () => {
  owner = await t.login('owner');
});

const initial = async (token: string) => {
  const response = await t.call('GET', 'settings/initial', { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<InitialSettings>();
};

describe('GET settings/initial', () => {
  it('answers 401 without a token', async () => {
    const response = await t.call('GET', 'settings/initial');
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });

  it("gives Demo Salon's settings, plan, role and access maps to its owner", async () => {
    const body = await initial(owner);
    expect(body).toMatchObject({
      id: t.seed.salon.id,
      title: 'Demo Salon',
      address: 'Prinsengracht 263',
      phone: '+31 20 555 0101',
      email: 'hello@demosalon.test',
      timezone: 'Europe/Amsterdam',
      lang: 'en-us',
      date_format: 'yyyy/mm/dd',
      time_format: 24,
      start_of_week: 1,
      calendar_display_hours: { from: '07:00', to: '22:00' },
      time_slot_interval: 15,
      calendar_default_view: 'daily',
      tax_calculation: 'included',
      tax_default_product: 21,
      tax_default_service: 21,
      currency: 'EUR',
      currency_symbol: '€',
      currency_symbol_position: 'before',
      decimal_separator: 'comma',
      price_decimal_places: 2,
      use_end_of_day: 0,
      terms_accept: 1,
      staff_pin: 0,
      vouchers_enabled: 0,
      email_hide_price: 0,
      booking_subdomain: 'demo-salon',
      booking_full_url: 'http://localhost:3000/book/demo-salon',
      logo: null,
      deletion_request: null,
      card_provider_connect_id: null,
      plan: 'pro',
      trial: null,
      role: 'owner',
      is_owner: 1,
      employee_id: t.seed.salon.employeeIds[0],
      subscription_info: 1,
      sms_amount: expect.any(Number), // the demo's SMS credit (sms.test.ts)
    });
    expect(body.date_added).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.booking_settings.slot_step_minutes).toBe(15);
    expect(body.is_multiple).toEqual([{ id: t.seed.salon.id, title: 'Demo Salon', address: 'Prinsengracht 263, Amsterdam', logo: null }]);
    expect(body.permissions).toMatchObject({ 'settings.manage': 1, permissions: 1, 'calendar.own': 0 });
    expect(body.subscription).toMatchObject({ reports_advanced: 1, discounts: 1, api: 1 });
  });

  it('reads the venue in at most two queries besides the session, and answers the session again from memory', async () => {
    const token = await t.login('owner');
    let first: unknown;
    const cold = await countQueries(async () => {
      first = await initial(token);
    });
    expect(cold).toBeGreaterThanOrEqual(2);
    expect(cold).toBeLessThanOrEqual(3);
    const warm = await countQueries(async () => expect(await initial(token)).toEqual(first));
    expect(warm).toBe(0);
  });

  it('shows a running trial for Demo Spa with the venue list of a multi-venue user', async () => {
    const body = await initial(await t.login('multi', t.seed.spa.id));
    expect(body).toMatchObject({ id: t.seed.spa.id, title: 'Demo Spa', plan: 'pro', role: 'manager', is_owner: 0, subscription_info: 1 });
    expect(body.trial).toMatchObject({ canceled: 0, extended: 0 });
    // The seed counts ten days in UTC; the venue's own date may already be one day further.
    expect([9, 10]).toContain(body.trial!.days_left);
    expect(body.trial!.end > body.trial!.start).toBe(true);
    expect(body.is_multiple.map((venue) => venue.title)).toEqual(['Demo Salon', 'Demo Spa']);
  });

  it('falls back to the free plan once an unpaid trial has ended', async () => {
    await t.database.db.update(venues).set({ trialEnd: '2020-01-15', trialStart: '2020-01-01' }).where(eq(venues.id, t.seed.spa.id));
    const body = await initial(await t.login('multi', t.seed.spa.id));
    expect(body).toMatchObject({ plan: 'manage', trial: null, subscription_info: 0 });
    expect(body.subscription).toMatchObject({ discounts: 0, resources: 0, employees: 2 });
  });

  it("gives Other Venue its own currency and the free plan's features", async () => {
    const body = await initial(await t.login('other'));
    expect(body).toMatchObject({ title: 'Other Venue', timezone: 'Europe/London', currency: 'GBP', currency_symbol: '£', plan: 'manage', subscription_info: 0 });
    expect(body.subscription).toMatchObject({ discounts: 0, products: 0, calendar: 1 });
  });

  it('works for staff with only calendar flags', async () => {
    const body = await initial(await t.login('staff'));
    expect(body.role).toBe('employee');
    expect(body.permissions).toMatchObject({ calendar: 1, 'calendar.own': 1, 'settings.manage': 0, staff: 0 });
  });
});

describe('settings/venue/data and settings/venue/update', () => {
  it('gives each section its fields', async () => {
    const get = async (section: string) => (await t.call('GET', 'settings/venue/data', { token: owner, query: { section } })).json();
    expect(await get('profile')).toMatchObject({ section: 'profile', data: { title: 'Demo Salon', city: 'Amsterdam', country: 'NL', timezone: 'Europe/Amsterdam', currency: 'EUR' } });
    expect(await get('calendar')).toMatchObject({ section: 'calendar', data: { time_slot_interval: 15, calendar_display_hours: { from: '07:00', to: '22:00' } } });
    expect(await get('booking')).toMatchObject({ section: 'booking', data: { booking_subdomain: 'demo-salon', terms_accept: 1, booking_settings: { enabled: 1 } } });
    expect(await get('policy')).toMatchObject({ section: 'policy', data: { cancellation_notice_hours: 24, deposit_type: 'none' } });
  });

  it('answers 422 to an unknown section', async () => {
    const read = await t.call('GET', 'settings/venue/data', { token: owner, query: { section: 'secrets' } });
    expect(read.statusCode).toBe(422);
    expect(Object.keys(read.json().errors)).toEqual(['section']);
    const write = await t.call('POST', 'settings/venue/update', { token: owner, body: { section: 'secrets', title: 'x' } });
    expect(write.statusCode).toBe(422);
    expect(write.json().errors.section).toHaveLength(1);
  });

  it('refuses staff without settings.manage (403) and changes nothing', async () => {
    const staff = await t.login('staff');
    expect((await t.call('GET', 'settings/venue/data', { token: staff, query: { section: 'profile' } })).statusCode).toBe(403);
    const write = await t.call('POST', 'settings/venue/update', { token: staff, body: { section: 'profile', title: 'Hacked' } });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toEqual({ code: 'FORBIDDEN', message: "You don't have permission to do this." });
    expect((await initial(owner)).title).toBe('Demo Salon');
  });

  it('saves the calendar section and logs before and after of what changed', async () => {
    const response = await t.call('POST', 'settings/venue/update', {
      token: owner,
      headers: { 'x-platform': 'app' },
      body: { section: 'calendar', time_slot_interval: 30, calendar_display_hours: { from: '08:00', to: '20:30' }, start_of_week: 1 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      section: 'calendar',
      message: 'Settings saved.',
      data: { time_slot_interval: 30, calendar_display_hours: { from: '08:00', to: '20:30' }, date_format: 'yyyy/mm/dd' },
    });
    expect(await initial(owner)).toMatchObject({ time_slot_interval: 30, calendar_display_hours: { from: '08:00', to: '20:30' } });
    const [entry] = await t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.venueId, t.seed.salon.id), eq(activityLog.action, 'settings.calendar')));
    expect(entry).toMatchObject({ entity: 'venue', entityId: t.seed.salon.id, source: 'app', employeeId: t.seed.salon.employeeIds[0] });
    expect(entry!.changes).toEqual({
      time_slot_interval: { before: 15, after: 30 },
      calendar_display_hours: { before: { from: '07:00', to: '22:00' }, after: { from: '08:00', to: '20:30' } },
    });
  });

  it('saves profile, booking and policy sections; booking settings merge key by key', async () => {
    const profile = await t.call('POST', 'settings/venue/update', { token: owner, body: { section: 'profile', timezone: 'America/New_York', currency: 'USD', currency_symbol: '$' } });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(await initial(owner)).toMatchObject({ timezone: 'America/New_York', currency: 'USD', currency_symbol: '$' });
    const booking = await t.call('POST', 'settings/venue/update', { token: owner, body: { section: 'booking', booking_subdomain: 'salon-amsterdam', booking_settings: { max_advance_days: 30 } } });
    expect(booking.statusCode, booking.body).toBe(200);
    expect(booking.json().data).toMatchObject({ booking_subdomain: 'salon-amsterdam', booking_settings: { max_advance_days: 30, lead_time_minutes: 60, enabled: 1 } });
    expect((await initial(owner)).booking_full_url).toBe('http://localhost:3000/book/salon-amsterdam');
    const policy = await t.call('POST', 'settings/venue/update', { token: owner, body: { section: 'policy', deposit_type: 'percent', deposit_percent: 20, policy_text: 'Please cancel a day ahead.' } });
    expect(policy.json().data).toMatchObject({ policy_text: 'Please cancel a day ahead.', cancellation_notice_hours: 24, no_show_fee_type: 'none', deposit_type: 'percent', deposit_percent: 20, deposit_service_ids: [] });
  });

  it('lets a user with online-booking but no settings.manage change only the booking section', async () => {
    const staff = await t.login('staff');
    await t.database.db.execute(
      // Give Lucas online-booking only, straight in the table (the permissions feature has its own tests).
      sql`update employees set permissions = permissions || '{"online-booking": 1}'::jsonb where id = ${t.seed.salon.employeeIds[2]}`,
    );
    expect((await t.call('POST', 'settings/venue/update', { token: staff, body: { section: 'booking', vouchers_enabled: 1 } })).statusCode).toBe(200);
    expect((await t.call('POST', 'settings/venue/update', { token: staff, body: { section: 'policy', deposit_percent: 1 } })).statusCode).toBe(403);
  });

  it('validates per section with messages in the request language and changes nothing', async () => {
    const before = await initial(owner);
    const calendar = await t.call('POST', 'settings/venue/update', {
      token: owner,
      lang: 'de',
      body: { section: 'calendar', time_slot_interval: 7, calendar_display_hours: { from: '18:00', to: '09:00' }, colour: 'red' },
    });
    expect(calendar.statusCode).toBe(422);
    expect(calendar.json()).toEqual({
      code: 'VALIDATION',
      message: 'Bitte korrigiere die markierten Felder.',
      errors: {
        time_slot_interval: ['Wähle eine der angebotenen Optionen.'],
        'calendar_display_hours.to': ['Die Endzeit muss nach der Startzeit liegen.'],
        colour: ['Dieses Feld wird hier nicht erwartet.'],
      },
    });
    const zone = await t.call('POST', 'settings/venue/update', { token: owner, lang: 'fr-fr', body: { section: 'profile', timezone: 'Mars/Olympus_Mons' } });
    expect(zone.json().errors).toEqual({ timezone: ['Choisissez un fuseau horaire dans la liste.'] });
    const mixed = await t.call('POST', 'settings/venue/update', { token: owner, body: { section: 'profile', time_slot_interval: 30 } });
    expect(mixed.statusCode).toBe(422);
    const taken = await t.call('POST', 'settings/venue/update', { token: owner, lang: 'nld', body: { section: 'booking', booking_subdomain: 'other-venue' } });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ booking_subdomain: ['Dit boekingsadres is al in gebruik. Kies een ander adres.'] });
    const reserved = await t.call('POST', 'settings/venue/update', { token: owner, body: { section: 'booking', booking_subdomain: 'www' } });
    expect(reserved.json().errors.booking_subdomain).toEqual(['This booking address is reserved. Choose another one.']);
    expect(await initial(owner)).toEqual(before);
  });
});
