import { count } from 'drizzle-orm';
import { ROLE_PERMISSIONS, normalizePermissions } from '@chairside/shared/permissions';
import { PALETTE } from '@chairside/shared/constants';
import type { Db, Tx } from '../client';
import { serviceBody } from '@chairside/shared/catalog-services';
import { resources, users, venues } from '../schema/index';
import { createCustomers, type NewCustomer } from '../../features/customers/customers.service';
import { demoConsent, demoProfile } from './customers';
import { createService, createServiceGroup } from '../../features/catalog/catalog.service';
import {
  addClosedDay, insertEmployee, placeEmployeeSchedule, replaceVenueHours, storeNotificationSettings, storePin,
} from '../../features/staff/staff.service';
import { seedTaxRates } from '../../features/catalog/catalog.service';
import { emptyWeek, mondayOf } from '@chairside/shared/rules/work-schedule';
import { hashPassword } from '../../lib/passwords';
import {
  DEMO_LOGINS, DEMO_PASSWORD, DEMO_SALON_SEATS, DEMO_SUPPORT_LOGIN, FIRST_NAMES, LAST_NAMES, OTHER_STAFF, SALON_RESOURCES, SALON_SERVICE_GROUPS, SPA_STAFF,
  SALON_STAFF, type DemoEmployee,
} from './demo-data';
import { createRandom, type Random } from './random';
import { seedBookings } from './bookings';
import { DEMO_OWNER_PIN } from './demo-data';
import { seedOffers } from './offers';
import { seedCustomerForms } from '../../features/customers/customers.service';
import { seedCustomerSettings } from './customer-settings';
import { seedInventory, seedLowStockNews } from './inventory';
import { seedExpenses } from './expenses';
import { seedSales } from './sales';
import { DEMO_SUBSCRIPTION_CARD, demoRenewalDates, seedSubscription } from './subscription';
import { seedVouchers } from './vouchers';
import { seedDeposits } from './deposits';
import { seedCardService } from './card-service';
import { seedCardPay } from './card-pay';
import { seedExport } from '../../features/reports/reports.service';
import { seedOfferSales } from './offer-sales';
import { seedSmsCredit } from '../../features/sms/sms.service';
import { seedRemindersDemo } from '../../features/reminders/reminders.service';
import { seedOnlineBookings } from '../../features/online-booking/online-booking.service';

export interface SeededVenue {
  id: number;
  employeeIds: number[];
}
export interface SeedResult {
  salon: SeededVenue;
  spa: SeededVenue;
  other: SeededVenue;
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/** True once any venue exists: the demo is seeded only on the first run. */
export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(venues);
  return (row?.n ?? 0) > 0;
}

/** Seeds Demo Salon, Demo Spa and Other Venue with their logins (README lists them). */
export async function seedDemo(db: Db, now = new Date()): Promise<SeedResult> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const random = createRandom(20261121);
  return db.transaction(async (tx) => {
    const userIds: Record<string, number> = {};
    for (const [key, email] of Object.entries(DEMO_LOGINS)) {
      const first = [...SALON_STAFF, ...OTHER_STAFF].find((person) => person.login === key);
      const [user] = await tx
        .insert(users)
        .values({ email, passwordHash, firstName: first?.firstName ?? '', lastName: first?.lastName ?? '' })
        .returning({ id: users.id });
      userIds[key] = user!.id;
    }
    await tx.insert(users).values({ email: DEMO_SUPPORT_LOGIN, passwordHash, firstName: 'Chairside', lastName: 'Support', isSupport: true });

    const salon = await seedVenue(tx, random, userIds, {
      title: 'Demo Salon', address: 'Prinsengracht 263', city: 'Amsterdam', postcode: '1016 GV', country: 'NL',
      phone: '+31 20 555 0101', email: 'hello@demosalon.test', bookingSubdomain: 'demo-salon',
      plan: 'pro', planPaid: true, seats: DEMO_SALON_SEATS, planRenewsOn: demoRenewalDates(isoDate(now)).renewsOn, subscriptionCard: DEMO_SUBSCRIPTION_CARD,
    }, SALON_STAFF, 200, true, now);
    const spa = await seedVenue(tx, random, userIds, {
      title: 'Demo Spa', address: 'Vondelstraat 12', city: 'Amsterdam', postcode: '1054 GD', country: 'NL',
      phone: '+31 20 555 0202', email: 'hello@demospa.test', bookingSubdomain: 'demo-spa',
      plan: 'pro', planPaid: false, trialStart: isoDate(addDays(now, -4)), trialEnd: isoDate(addDays(now, 10)), staffPin: true,
    }, SPA_STAFF, 40, false, now);
    const other = await seedVenue(tx, random, userIds, {
      title: 'Other Venue', address: 'High Street 1', city: 'London', postcode: 'N1 9GU', country: 'GB',
      timezone: 'Europe/London', currency: 'GBP', currencySymbol: '£', decimalSeparator: 'dot',
      phone: '+44 20 5550 0303', email: 'hello@othervenue.test', bookingSubdomain: 'other-venue', plan: 'manage',
    }, OTHER_STAFF, 20, false, now);
    await seedBookings(tx, salon.id, now);
    await seedStaffAccess(tx, salon, SALON_STAFF, now);
    await seedStaffAccess(tx, spa, SPA_STAFF, now);
    await seedStaffAccess(tx, other, OTHER_STAFF, now);
    await seedOffers(tx, salon.id, isoDate(now));
    await seedCustomerForms(tx, salon.id);
    await seedCustomerSettings(tx, salon.id, salon.employeeIds[0]!, now);
    await seedCardService(tx, salon.id, salon.employeeIds[0]!, now);
    await seedInventory(tx, salon.id, salon.employeeIds[0] ?? null, now);
    await seedExpenses(tx, salon.id, salon.employeeIds[0] ?? null, isoDate(now));
    await seedSales(tx, salon.id, salon.employeeIds[0]!, now);
    await seedLowStockNews(tx, salon.id);
    await seedVouchers(tx, salon.id, salon.employeeIds[0]!, now);
    await seedDeposits(tx, salon.id, salon.employeeIds[0]!, now);
    await seedCardPay(tx, salon.id, salon.employeeIds[0]!, now);
    // Before the offers at the till, which serve the newest customers (their tests read them as the last).
    await seedOnlineBookings(tx, salon.id, now);
    await seedOfferSales(tx, salon.id, salon.employeeIds[0]!, now);
    await seedSubscription(tx, salon.id, isoDate(now));
    await seedExport(tx, { now: () => now }, salon.id, salon.employeeIds[0]!);
    // SMS credit bought ten days ago, then spent on reminders and booking messages (issue 19).
    await seedSmsCredit(tx, salon.id, addDays(now, -10));
    await seedRemindersDemo(tx, salon.id, now);
    return { salon, spa, other };
  });
}

/**
 * Staff access through the staff feature's services: the owner's PIN (DEMO_OWNER_PIN) and a few
 * people's own notification choices (the rest keep their role's defaults).
 */
async function seedStaffAccess(tx: Tx, venue: SeededVenue, staff: DemoEmployee[], now: Date): Promise<void> {
  const ownerIndex = staff.findIndex((person) => person.role === 'owner');
  await storePin(tx, venue.id, venue.employeeIds[ownerIndex]!, DEMO_OWNER_PIN, now);
  for (const [index, person] of staff.entries()) {
    const value = person.notifications;
    if (value) await storeNotificationSettings(tx, venue.id, { id: venue.employeeIds[index]!, role: person.role }, value, now);
  }
}

async function seedVenue(
  tx: Tx,
  random: Random,
  userIds: Record<string, number>,
  venue: Omit<typeof venues.$inferInsert, 'onboardingStep'>,
  staff: DemoEmployee[],
  customerCount: number,
  fullCatalog: boolean,
  now: Date,
): Promise<SeededVenue> {
  const [row] = await tx
    .insert(venues)
    .values({ ...venue, onboardingStep: 'done', onboardingCompletedAt: new Date(), termsAccept: true })
    .returning({ id: venues.id });
  const venueId = row!.id;

  const opening: [number, string, string][] = [
    [1, '09:00', '18:00'], [2, '09:00', '18:00'], [3, '09:00', '18:00'], [4, '09:00', '21:00'], [5, '09:00', '18:00'], [6, '09:00', '17:00'],
  ];
  const openingWeek = emptyWeek();
  for (const [weekday, start_time, end_time] of opening) openingWeek[weekday]!.push({ start_time, end_time });
  await replaceVenueHours(tx, venueId, openingWeek);
  // Public holidays ahead: Christmas and Boxing Day (a range) and King's Day.
  const today = isoDate(now);
  const next = (monthDay: string) => (`${today.slice(0, 4)}-${monthDay}` >= today ? `${today.slice(0, 4)}-${monthDay}` : `${Number(today.slice(0, 4)) + 1}-${monthDay}`);
  await addClosedDay(tx, venueId, { starts_on: next('12-25'), ends_on: next('12-26'), name: 'Christmas' });
  await addClosedDay(tx, venueId, { starts_on: next('04-27'), ends_on: next('04-27'), name: "King's Day" });
  // The weekly patterns start on the Monday a year back, before any seeded booking.
  const patternStart = mondayOf(isoDate(addDays(now, -365)));

  const employeeIds: number[] = [];
  for (const [index, person] of staff.entries()) {
    const permissions = person.onlyFlags
      ? normalizePermissions(Object.fromEntries(person.onlyFlags.map((flag) => [flag, 1])))
      : ROLE_PERMISSIONS[person.role];
    const employeeId = await insertEmployee(tx, venueId, {
      userId: person.login ? userIds[person.login]! : null,
      role: person.role,
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.login ? DEMO_LOGINS[person.login] : '',
      color: PALETTE[(index * 5) % PALETTE.length]!,
      sortOrder: index,
      permissions,
    });
    employeeIds.push(employeeId);
    const week = emptyWeek();
    for (const [weekday, [start_time, end_time]] of Object.entries(person.shifts)) week[Number(weekday)]!.push({ start_time, end_time });
    if (Object.keys(person.shifts).length) {
      await placeEmployeeSchedule(tx, venueId, employeeId, { starts_on: patternStart, ends_on: null, anchor_on: patternStart, weeks: [week] });
    }
  }

  const seededNames: string[] = [];
  const groups = fullCatalog ? SALON_SERVICE_GROUPS : SALON_SERVICE_GROUPS.slice(0, 2).map((g) => ({ ...g, services: g.services.slice(0, 3) }));
  for (const group of groups) {
    // Through the catalogue's own service, as the screen makes them.
    const groupRow = await createServiceGroup(tx, venueId, { name: group.name, color: group.color });
    for (const [name, initial, gap, finish, price] of group.services) {
      // Everyone performs every service at its own price and length, unless their entry says otherwise.
      const team = staff.flatMap((person, index) => {
        if (person.skipsGroups?.includes(group.name)) return [];
        const own = person.ownValues?.[name];
        return [{ employee_id: employeeIds[index]!, price: own?.price ?? null, duration: own?.durationMinutes ?? null }];
      });
      await createService(tx, venueId, serviceBody.parse({ name, group_id: groupRow.id, initial, gap, finish, price, color: group.color, employees: team }));
      seededNames.push(name);
    }
  }
  const unknown = staff.flatMap((person) => Object.keys(person.ownValues ?? {})).filter((name) => !seededNames.includes(name));
  if (unknown.length) throw new Error(`own values for services that are not seeded: ${unknown.join(', ')}`);

  if (fullCatalog) {
    // The type is the name without its number ("Wash basin 1" → "Wash basin").
    await tx.insert(resources).values(SALON_RESOURCES.map((name, sortOrder) => ({ venueId, name, type: name.replace(/\s+\d+$/, ''), sortOrder })));
  }
  await seedTaxRates(tx, venueId);

  // Through the customers feature's service; the draws from `random` are the same as ever (the rest of
  // the story depends on them), the profile details below follow from each customer's number.
  const people = Array.from({ length: customerCount }, (_, index): NewCustomer => {
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    const slug = `${firstName}.${lastName}`.toLowerCase().normalize('NFD').replace(/[^a-z.]/g, '');
    const month = random.int(1, 12);
    const day = random.int(1, 28);
    const phone = `+316${String(10_000_000 + random.int(0, 89_999_999)).slice(0, 8)}`;
    const email = random.chance(0.85) ? `${slug}${index}@example.test` : '';
    const birthday = random.chance(0.6) ? `${random.int(1955, 2006)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}` : null;
    const sms = random.chance(0.5);
    const mail = random.chance(0.6);
    return { firstName, lastName, phone, email, birthday, ...demoProfile(index, now, venue.city ?? '', venue.country ?? ''), smsMarketing: sms ? demoConsent(index, now) : null, emailMarketing: mail ? demoConsent(index + 1, now) : null };
  });
  await createCustomers(tx, venueId, people);

  return { id: venueId, employeeIds };
}
