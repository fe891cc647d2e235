import { beforeEach, describe, expect, it } from 'vitest';
import { absorbAccessFields, accessStore, can, hasFeature, resetAccess } from './can';

beforeEach(() => resetAccess());

describe('access maps (spec §6, §7)', () => {
  it('grants a flag only when its value is above 0', () => {
    absorbAccessFields({ permissions: { calendar: 1, staff: 0 } });
    expect(can('calendar')).toBe(true);
    expect(can('staff')).toBe(false);
    expect(can('inventory')).toBe(false);
  });

  it('grants nothing before permissions are loaded', () => {
    expect(can('calendar')).toBe(false);
  });

  it('allows every plan feature until the feature map is loaded', () => {
    expect(hasFeature('discounts')).toBe(true);
    absorbAccessFields({ subscription: { discounts: 0, products: 1 } });
    expect(hasFeature('discounts')).toBe(false);
    expect(hasFeature('products')).toBe(true);
    expect(hasFeature('unknown')).toBe(false);
  });

  it('rebuilds maps wholesale and leaves absent fields alone', () => {
    absorbAccessFields({ permissions: { calendar: 1, staff: 1 }, sms_amount: 10 });
    absorbAccessFields({ permissions: { calendar: 1 } });
    expect(can('staff')).toBe(false);
    expect(accessStore.get().smsAmount).toBe(10);
  });

  it('ignores malformed fields', () => {
    absorbAccessFields({ permissions: 'all', subscription: [1], subscription_info: '1', sms_amount: 'x' });
    absorbAccessFields(null);
    expect(accessStore.get()).toEqual({ permissions: null, features: null, subscriptionInfo: null, smsAmount: null });
  });
});
