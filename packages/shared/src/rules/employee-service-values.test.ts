import { describe, expect, it } from 'vitest';
import { employeeServicePrice, employeeServiceSplit, type OwnServiceValues } from './employee-service-values';

const service = { initial: 30, gap: 20, finish: 10 };
const none: OwnServiceValues = { price: null, durationMinutes: null, gapMinutes: null, finishMinutes: null };

describe('employeeServiceSplit', () => {
  it("takes the service's split without an own duration (own gap or finish alone change nothing)", () => {
    expect(employeeServiceSplit(service, undefined)).toEqual(service);
    expect(employeeServiceSplit(service, none)).toEqual(service);
    expect(employeeServiceSplit(service, { ...none, gapMinutes: 5, finishMinutes: 5 })).toEqual(service);
    expect(employeeServiceSplit(service, { ...none, durationMinutes: 0 })).toEqual(service);
  });

  it("fits the service's gap and finish inside an own duration", () => {
    expect(employeeServiceSplit(service, { ...none, durationMinutes: 45 })).toEqual({ initial: 15, gap: 20, finish: 10 });
  });

  it('uses an own gap and finish when given', () => {
    expect(employeeServiceSplit(service, { ...none, durationMinutes: 45, gapMinutes: 0, finishMinutes: 5 })).toEqual({ initial: 40, gap: 0, finish: 5 });
  });

  it('makes the whole own duration plain work when the tail leaves no initial minute', () => {
    expect(employeeServiceSplit(service, { ...none, durationMinutes: 30 })).toEqual({ initial: 30, gap: 0, finish: 0 });
    expect(employeeServiceSplit(service, { ...none, durationMinutes: 31 })).toEqual({ initial: 1, gap: 20, finish: 10 });
  });
});

describe('employeeServicePrice', () => {
  it("is the own price, else the service's (an own price of 0 is kept)", () => {
    expect(employeeServicePrice(3500, undefined)).toBe(3500);
    expect(employeeServicePrice(3500, none)).toBe(3500);
    expect(employeeServicePrice(3500, { price: 4200 })).toBe(4200);
    expect(employeeServicePrice(3500, { price: 0 })).toBe(0);
  });
});
