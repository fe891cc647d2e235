import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { checkoutItemBody } from '@chairside/shared/sales';
import { isOfferKind } from '@chairside/shared/sales-offers';
import type { PriceSettings } from '@chairside/shared/rules/price';
import { employees, products, services, taxRates } from '../../db/schema/index';
import type { CheckoutDraftLine } from '../../db/schema/sales';
import type { Queryable } from '../../db/client';
import type { VenueCtx } from '../../lib/context';
import { fieldError } from '../../lib/errors';
import { t } from '../../lib/i18n';
import { priceSettingsOf } from '../../lib/price-format';
import { venueWithTaxDefaults } from '../catalog/catalog.service';


/** Turning what the till sends into draft lines priced and taxed from the catalogue (reads only). */

export type CheckoutItem = z.output<typeof checkoutItemBody>;

export interface VenueTill {
  title: string;
  address: string;
  city: string;
  postcode: string;
  phone: string;
  taxNumber: string;
  timeZone: string;
  currency: string;
  lang: string;
  taxMode: 'included' | 'excluded';
  serviceRate: number;
  productRate: number;
  /** How the venue writes prices (its documents print them so). */
  priceFormat: PriceSettings;
}

export async function venueTill(db: Queryable, venueId: number): Promise<VenueTill> {
  const { venue, taxes } = await venueWithTaxDefaults(db, venueId);
  return {
    title: venue.title, address: venue.address, city: venue.city, postcode: venue.postcode, phone: venue.phone, taxNumber: venue.taxNumber,
    timeZone: venue.timezone, currency: venue.currency, lang: venue.lang, taxMode: taxes.mode,
    serviceRate: taxes.service?.rate ?? venue.taxDefaultService * 100,
    productRate: taxes.product?.rate ?? venue.taxDefaultProduct * 100,
    priceFormat: priceSettingsOf(venue),
  };
}

/**
 * A gift voucher sold (kind 'voucher'): its value is the given price, else the named service's; no
 * discount and no tax (a prepayment: the tax is due when it is spent on services or products).
 */
function voucherLine(item: CheckoutItem, base: Pick<CheckoutDraftLine, 'appointment_id' | 'employee_id' | 'quantity'>, at: string, service: { id: number; name: string; price: number } | undefined, label: string): CheckoutDraftLine {
  const draft = item.voucher;
  if (draft?.service_id && !service) throw fieldError(`${at}.voucher.service_id`, 'sales.validation.unknown_item');
  const value = item.unit_price ?? service?.price ?? 0;
  if (value <= 0) throw fieldError(`${at}.unit_price`, 'sales.validation.voucher_value');
  return {
    ...base, appointment_id: null, discount: null, kind: 'voucher', service_id: null, product_id: null, name: item.name || (service ? `${label}: ${service.name}` : label), unit_price: value, tax_rate: 0,
    voucher: {
      service_id: service?.id ?? null, customer_id: draft?.customer_id ?? null, recipient_name: draft?.recipient_name ?? '',
      message: draft?.message ?? '', expires_on: draft?.expires_on ?? null,
    },
  };
}

/** Prices and names each item from the catalogue (a given unit price wins); unknown ids are field errors. */
export async function draftLines(ctx: VenueCtx, db: Queryable, till: VenueTill, items: CheckoutItem[], field = 'items'): Promise<CheckoutDraftLine[]> {
  const serviceIds = [...new Set(items.flatMap((item) => {
    const id = item.kind === 'service' ? item.service_id : item.kind === 'voucher' ? item.voucher?.service_id : null;
    return id ? [id] : [];
  }))];
  const productIds = [...new Set(items.flatMap((item) => (item.kind === 'product' && item.product_id ? [item.product_id] : [])))];
  const employeeIds = [...new Set(items.flatMap((item) => (item.employee_id ? [item.employee_id] : [])))];
  const serviceRows = serviceIds.length
    ? await db.select({ id: services.id, name: services.name, price: services.price, rate: taxRates.rate }).from(services)
        .leftJoin(taxRates, and(eq(taxRates.venueId, services.venueId), eq(taxRates.id, services.taxId)))
        .where(and(eq(services.venueId, ctx.venueId), inArray(services.id, serviceIds)))
    : [];
  const productRows = productIds.length
    ? await db.select({ id: products.id, name: products.name, price: products.retailPrice, rate: taxRates.rate, archived: products.archived, usage: products.usage }).from(products)
        .leftJoin(taxRates, and(eq(taxRates.venueId, products.venueId), eq(taxRates.id, products.taxRateId)))
        .where(and(eq(products.venueId, ctx.venueId), inArray(products.id, productIds)))
    : [];
  const employeeRows = employeeIds.length ? await db.select({ id: employees.id }).from(employees).where(and(eq(employees.venueId, ctx.venueId), inArray(employees.id, employeeIds))) : [];
  const serviceById = new Map(serviceRows.map((row) => [row.id, row]));
  const productById = new Map(productRows.map((row) => [row.id, row]));
  const knownEmployees = new Set(employeeRows.map((row) => row.id));
  return items.map((item, index) => {
    const at = `${field}.${index}`;
    if (item.employee_id && !knownEmployees.has(item.employee_id)) throw fieldError(`${at}.employee_id`, 'sales.validation.unknown_employee');
    const base = {
      appointment_id: item.appointment_id ?? null, employee_id: item.employee_id ?? null, quantity: item.quantity,
      discount: item.discount ?? null,
    };
    if (item.kind === 'service') {
      const service = item.service_id ? serviceById.get(item.service_id) : undefined;
      if (!service && !item.appointment_id) throw fieldError(`${at}.service_id`, 'sales.validation.unknown_item');
      return {
        ...base, kind: 'service', service_id: item.service_id ?? null, product_id: null,
        name: item.name || service?.name || '', unit_price: item.unit_price ?? service?.price ?? 0, tax_rate: service?.rate ?? till.serviceRate,
      };
    }
    if (item.kind === 'product') {
      const product = item.product_id ? productById.get(item.product_id) : undefined;
      if (!product || product.archived) throw fieldError(`${at}.product_id`, 'sales.validation.unknown_item');
      // Back-bar stock is used in services (an adjustment with its reason), never sold at the till.
      if (product.usage === 'professional') throw fieldError(`${at}.product_id`, 'sales.validation.not_for_sale');
      return {
        ...base, kind: 'product', service_id: null, product_id: product.id,
        name: item.name || product.name, unit_price: item.unit_price ?? product.price, tax_rate: product.rate ?? till.productRate,
      };
    }
    if (item.kind === 'deposit') {
      // A deposit taken (deposits/): no discount, no tax (a prepayment), the cart's customer's.
      if (!item.unit_price) throw fieldError(`${at}.unit_price`, 'sales.validation.deposit_value');
      return { ...base, appointment_id: null, discount: null, kind: 'deposit', service_id: null, product_id: null, name: item.name || t(ctx.lang, 'sales.deposits.line_name'), unit_price: item.unit_price, tax_rate: 0 };
    }
    if (item.kind === 'voucher') return voucherLine(item, base, at, item.voucher?.service_id ? serviceById.get(item.voucher.service_id) : undefined, t(ctx.lang, 'sales.vouchers.line_name'));
    if (isOfferKind(item.kind)) {
      // Named and priced from the catalogue by offers-at-till.ts.
      return { ...base, kind: item.kind, service_id: null, product_id: null, name: item.name ?? '', unit_price: item.unit_price ?? 0, tax_rate: till.serviceRate, package_id: item.package_id ?? null, membership_id: item.membership_id ?? null };
    }
    if (!item.name || item.unit_price === undefined) throw fieldError(`${at}.name`, 'sales.validation.custom_item');
    return { ...base, kind: 'custom', service_id: null, product_id: null, name: item.name, unit_price: item.unit_price, tax_rate: till.serviceRate };
  });
}
