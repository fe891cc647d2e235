import { describe, expect, it } from 'vitest';
import type { Checkout } from '@chairside/shared/sales';
import { cartDiscountIdOf, offerFieldsOf, withCover, withoutCartDiscount } from './offer-items';

type Line = Checkout['lines'][number];
const line = (patch: Partial<Line>): Line => ({
  kind: 'service', service_id: 1, product_id: null, appointment_id: null, employee_id: null, name: 'Blow-dry', unit_price: 3000, quantity: 1,
  discount: null, tax_rate: 2100, discount_amount: 0, tax_amount: 0, total: 3000, ...patch,
});

describe('offer items at the till', () => {
  it('sends a stored line’s cover and catalogue discount back as the till asks for them', () => {
    expect(offerFieldsOf(line({ cover: { kind: 'package', id: 7, effect: 'covered' } }))).toMatchObject({ cover: { customer_package_id: 7 }, catalog_discount: null });
    expect(offerFieldsOf(line({ discount_id: 4 }))).toMatchObject({ catalog_discount: { discount_id: 4 }, cover: null });
  });
  it('switching a cover off asks the catalogue price again', () => {
    expect(withCover({ kind: 'service', service_id: 1, unit_price: 0, cover: { customer_package_id: 7 } }, null)).toMatchObject({ cover: null, unit_price: undefined });
  });
  it('leaves the cart’s discount to the server and finds which one it spread', () => {
    const items = [{ kind: 'service' as const, catalog_discount: { discount_id: 4 } }, { kind: 'service' as const, catalog_discount: { discount_id: 9 } }];
    expect(withoutCartDiscount(items, 4).map((item) => item.catalog_discount)).toEqual([null, { discount_id: 9 }]);
    expect(cartDiscountIdOf([{ kind: 'service', catalog_discount: { discount_id: 9 } }], [line({ discount_id: 9 }), line({ discount_id: 4 })])).toBe(4);
  });
});
