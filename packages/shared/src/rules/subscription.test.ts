import { describe, expect, it } from 'vitest';
import { FREE_PLAN } from '../constants';
import { PLAN_FEATURE_MAP } from '../permissions';
import { effectivePlan, featuresFor, isInTrial, subscriptionInfo, trialDaysLeft, trialLength, type SubscriptionState } from './subscription';

const trial: SubscriptionState = {
  plan: 'pro',
  paid: false,
  trialStart: '2026-03-01',
  trialEnd: '2026-03-15',
  trialCanceled: false,
  trialExtended: false,
};

describe('trial', () => {
  it('counts the days left as trial end minus today, never below zero', () => {
    expect(trialDaysLeft(trial, '2026-03-01')).toBe(14);
    expect(trialDaysLeft(trial, '2026-03-14')).toBe(1);
    expect(trialDaysLeft(trial, '2026-03-15')).toBe(0);
    expect(trialDaysLeft(trial, '2026-04-01')).toBe(0);
    expect(trialDaysLeft({ ...trial, trialEnd: null }, '2026-03-01')).toBe(0);
  });

  it('is not shifted by a daylight-saving change inside the trial', () => {
    expect(trialDaysLeft({ ...trial, trialEnd: '2026-04-05' }, '2026-03-22')).toBe(14);
  });

  it('measures its length from start to end', () => {
    expect(trialLength(trial)).toBe(14);
    expect(trialLength({ ...trial, trialEnd: '2026-03-29', trialExtended: true })).toBe(28);
    expect(trialLength({ ...trial, trialStart: null })).toBe(0);
  });

  it('is running only while unpaid, not cancelled and with days left', () => {
    expect(isInTrial(trial, '2026-03-10')).toBe(true);
    expect(isInTrial(trial, '2026-03-15')).toBe(false);
    expect(isInTrial({ ...trial, trialCanceled: true }, '2026-03-10')).toBe(false);
    expect(isInTrial({ ...trial, paid: true }, '2026-03-10')).toBe(false);
  });
});

describe('effective plan', () => {
  it('gives the trial plan during the trial and the free plan after it', () => {
    expect(effectivePlan(trial, '2026-03-10')).toBe('pro');
    expect(effectivePlan(trial, '2026-03-20')).toBe(FREE_PLAN);
    expect(effectivePlan({ ...trial, trialCanceled: true }, '2026-03-10')).toBe(FREE_PLAN);
  });

  it('gives a paid plan whatever the trial dates say', () => {
    expect(effectivePlan({ ...trial, plan: 'grow', paid: true }, '2027-01-01')).toBe('grow');
  });

  it('reports subscription_info 1 only while a paid plan applies', () => {
    expect(subscriptionInfo(trial, '2026-03-10')).toBe(1);
    expect(subscriptionInfo(trial, '2026-03-20')).toBe(0);
    expect(subscriptionInfo({ ...trial, plan: 'manage', paid: true }, '2026-03-10')).toBe(0);
  });
});

describe('featuresFor', () => {
  it('returns a copy of the plan feature map', () => {
    const features = featuresFor('start');
    expect(features).toEqual(PLAN_FEATURE_MAP.start);
    features.calendar = 0;
    expect(PLAN_FEATURE_MAP.start.calendar).toBe(1);
  });
});
