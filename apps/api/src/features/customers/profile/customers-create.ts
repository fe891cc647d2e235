import { cleanTags } from '@chairside/shared/customers-profile';
import { customers } from '../../../db/schema/index';
import type { Queryable } from '../../../db/client';

/** A customer as made in bulk (the demo seed): the phone already in E.164 form; consents with their time and source. */
export interface NewCustomer {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  birthday?: string | null;
  gender?: 'female' | 'male' | 'other' | null;
  street?: string;
  city?: string;
  postcode?: string;
  country?: string;
  tags?: string[];
  alerts?: string;
  notes?: string;
  smsMarketing?: { at: Date; source: string } | null;
  emailMarketing?: { at: Date; source: string } | null;
  createdAt?: Date;
}

/** Inserts many customers of one venue in batches of 500 (names in NFC, tags cleaned like the editor's). */
export async function createCustomers(db: Queryable, venueId: number, people: NewCustomer[]): Promise<void> {
  const values = people.map((person) => ({
    venueId,
    firstName: person.firstName.normalize('NFC'),
    lastName: person.lastName.normalize('NFC'),
    phone: person.phone,
    email: person.email.toLowerCase(),
    birthday: person.birthday ?? null,
    gender: person.gender ?? null,
    street: person.street ?? '',
    city: person.city ?? '',
    postcode: person.postcode ?? '',
    country: person.country ?? '',
    tags: cleanTags(person.tags ?? []),
    alerts: person.alerts ?? '',
    notes: person.notes ?? '',
    smsMarketing: Boolean(person.smsMarketing),
    smsMarketingAt: person.smsMarketing?.at ?? null,
    smsMarketingSource: person.smsMarketing?.source ?? '',
    emailMarketing: Boolean(person.emailMarketing),
    emailMarketingAt: person.emailMarketing?.at ?? null,
    emailMarketingSource: person.emailMarketing?.source ?? '',
    ...(person.createdAt ? { createdAt: person.createdAt } : {}),
  }));
  for (let start = 0; start < values.length; start += 500) await db.insert(customers).values(values.slice(start, start + 500));
}
