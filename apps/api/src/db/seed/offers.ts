import { and, eq, inArray } from 'drizzle-orm';
import { discountBody, membershipBody, packageBody } from '@chairside/shared/catalog-offers';
import type { Tx } from '../client';
import { services } from '../schema/index';
import { insertDiscount, insertMembership, insertPackage } from '../../features/catalog/catalog.service';

/** Demo Salon's packages, memberships and discounts, made through the catalogue's own services. */
export async function seedOffers(tx: Tx, venueId: number, today: string): Promise<void> {
  const names = ['Blow-dry', 'Root colour', 'Deep conditioning treatment', 'Classic manicure', 'Gel manicure'];
  const rows = await tx.select({ id: services.id, name: services.name }).from(services).where(and(eq(services.venueId, venueId), inArray(services.name, names)));
  const id = (name: string) => rows.find((row) => row.name === name)!.id;

  await insertPackage(tx, venueId, packageBody.parse({
    name: '5 × Blow-dry', description: 'Five blow-dries for the price of four.', price: 14000, validity_days: 180, online: true,
    items: [{ service_id: id('Blow-dry'), count: 5 }],
  }));
  await insertPackage(tx, venueId, packageBody.parse({
    name: 'Colour care', description: 'Three root colours, each with a conditioning treatment.', price: 25500, validity_days: 365,
    items: [{ service_id: id('Root colour'), count: 3 }, { service_id: id('Deep conditioning treatment'), count: 3 }],
  }));

  await insertMembership(tx, venueId, membershipBody.parse({
    name: 'Blow-dry club', description: 'A weekly blow-dry and 10 % off everything else.', kind: 'recurring', period: 'month', price: 11900,
    service_ids: [id('Blow-dry')], discount_bp: 1000, online: true,
  }));
  await insertMembership(tx, venueId, membershipBody.parse({
    name: 'Manicure 10', kind: 'sessions', price: 27000, sessions: 10, validity_days: 365,
    service_ids: [id('Classic manicure'), id('Gel manicure')], discount_bp: 0,
  }));

  const year = today.slice(0, 4);
  await insertDiscount(tx, venueId, discountBody.parse({ name: 'Welcome 10 %', kind: 'percent', value: 1000, code: 'WELCOME10', limit_per_customer: 1 }));
  await insertDiscount(tx, venueId, discountBody.parse({ name: 'Student', kind: 'fixed', value: 500, manual_restricted: true }));
  await insertDiscount(tx, venueId, discountBody.parse({
    name: 'Summer products', kind: 'percent', value: 1500, applies_services: false, applies_products: true, code: 'SUMMER15',
    starts_on: `${year}-06-01`, ends_on: `${year}-08-31`,
  }));
}
