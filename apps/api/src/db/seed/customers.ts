import type { NewCustomer } from '../../features/customers/customers.service';

/** The demo customers' profile details, following from each one's number so the seed stays the same run after run. */

const TAG_SETS = [[], ['VIP'], ['Regular'], [], ['Colour'], ['VIP', 'Colour'], [], ['New'], ['Regular', 'Balayage'], []];
const ALERTS = ['Allergic to PPD (hair dye): patch test first', 'Latex allergy', 'Sensitive scalp', 'Pregnant: no chemical treatments', 'Nut allergy: no almond oil'];
const STREETS = ['Herengracht', 'Keizersgracht', 'Overtoom', 'Ferdinand Bolstraat', 'Haarlemmerdijk', 'Utrechtsestraat'];
const SOURCES = ['desk', 'online', 'form', 'phone'];
const GENDERS = ['female', 'female', 'male', null, 'female', 'other', 'male', 'female'] as const;

export function demoProfile(index: number, now: Date, city: string, country: string): Partial<NewCustomer> {
  const hasAddress = index % 3 === 0;
  return {
    gender: GENDERS[index % GENDERS.length] ?? null,
    tags: TAG_SETS[index % TAG_SETS.length],
    alerts: index % 11 === 3 ? ALERTS[(index / 11) % ALERTS.length | 0] : '',
    notes: index % 13 === 5 ? 'Likes a coffee on arrival; prefers quiet chairs.' : '',
    street: hasAddress ? `${STREETS[index % STREETS.length]} ${1 + (index % 180)}` : '',
    postcode: hasAddress ? `10${String(11 + (index % 88)).padStart(2, '0')} ${'ABCDEFGHJK'[index % 10]}${'LMNPRSTVWX'[index % 10]}` : '',
    city: hasAddress ? city : '',
    country: hasAddress ? country : '',
    // Customers joined over the last three years.
    createdAt: new Date(now.getTime() - ((index * 5) % 1095) * 86_400_000),
  };
}

/** A consent given some days ago, at the desk, online, on a form or by phone. */
export const demoConsent = (index: number, now: Date) => ({ at: new Date(now.getTime() - (3 + (index * 7) % 400) * 86_400_000), source: SOURCES[index % SOURCES.length]! });
