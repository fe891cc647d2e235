import { describe, expect, it } from 'vitest';
import { onlineDeposit } from './online-deposit';

const policy = { deposit_type: 'none' as const, deposit_percent: 0, deposit_amount: 0, deposit_service_ids: [] as number[] };
const lines = [{ serviceId: 1, price: 4500 }, { serviceId: 2, price: 9000 }];

describe('onlineDeposit', () => {
  it('is nothing without a deposit policy or lines', () => {
    expect(onlineDeposit(policy, lines)).toBe(0);
    expect(onlineDeposit({ ...policy, deposit_type: 'fixed', deposit_amount: 1000 }, [])).toBe(0);
  });
  it('takes a share of the services that need one (all when the list is empty), rounded to the minor unit', () => {
    expect(onlineDeposit({ ...policy, deposit_type: 'percent', deposit_percent: 25 }, lines)).toBe(3375);
    expect(onlineDeposit({ ...policy, deposit_type: 'percent', deposit_percent: 25, deposit_service_ids: [2] }, lines)).toBe(2250);
    expect(onlineDeposit({ ...policy, deposit_type: 'percent', deposit_percent: 33 }, [{ serviceId: 1, price: 1001 }])).toBe(330);
  });
  it('asks a fixed amount once when any service needs one, never more than the booking costs', () => {
    expect(onlineDeposit({ ...policy, deposit_type: 'fixed', deposit_amount: 2000, deposit_service_ids: [2] }, lines)).toBe(2000);
    expect(onlineDeposit({ ...policy, deposit_type: 'fixed', deposit_amount: 2000, deposit_service_ids: [3] }, lines)).toBe(0);
    expect(onlineDeposit({ ...policy, deposit_type: 'fixed', deposit_amount: 20_000 }, lines)).toBe(13_500);
  });
});
