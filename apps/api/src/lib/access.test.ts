import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS, type PlanFeature } from '@chairside/shared/permissions';
import { venues } from '../db/schema/index';
import { DEMO_SALON_SEATS } from '../db/seed/demo-data';
import { useTestApp } from '../test/test-app';
import { assertFeature, assertWithinLimit, planStatus, todayIn } from './access';
import type { VenueCtx } from './context';
import { handleError } from './error-handler';
import { languageOf } from './i18n';
import { AppError } from './errors';

let clock = new Date();
const t = useTestApp();

/** A venue context as the auth hook builds it, for calling the checks directly. */
function ctxFor(venueId: number, lang: VenueCtx['lang'] = 'en-us', platform: VenueCtx['platform'] = 'web'): VenueCtx {
  const db = t.database.db;
  const session = { id: 0, userId: 0, email: '', isSupport: false, viaSupport: false, venueId, employeeId: 0, role: 'owner' as const, permissions: ROLE_PERMISSIONS.owner };
  return {
    deps: { database: t.database, db, env: {} as VenueCtx['deps']['env'], mail: {} as VenueCtx['deps']['mail'], now: () => clock },
    db, lang, platform, ip: '127.0.0.1', requestId: 'test', session, venueId, employeeId: 0, userId: 0,
  } as VenueCtx;
}

const planLimitOf = async (promise: Promise<void>) => {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
};

describe('plan features (spec §6)', () => {
  it('lets a paid pro venue use everything, its staff up to the seats it bought', async () => {
    for (const feature of ['discounts', 'reports_advanced', 'api'] as PlanFeature[]) await assertFeature(ctxFor(t.seed.salon.id), feature);
    await assertWithinLimit(ctxFor(t.seed.salon.id), 'employees', DEMO_SALON_SEATS);
    const error = await planLimitOf(assertWithinLimit(ctxFor(t.seed.salon.id), 'employees', DEMO_SALON_SEATS + 1));
    expect(error.details.limits).toEqual({ employees: DEMO_SALON_SEATS, bought_seats: DEMO_SALON_SEATS, used: DEMO_SALON_SEATS + 1 });
  });

  it('refuses features outside the free plan with PLAN_LIMIT and the limits', async () => {
    const error = await planLimitOf(assertFeature(ctxFor(t.seed.other.id), 'discounts'));
    expect(error.code).toBe('PLAN_LIMIT');
    expect(error.status).toBe(403);
    expect(error.details.limits).toEqual({ discounts: 0 });
    await assertFeature(ctxFor(t.seed.other.id), 'calendar');
  });

  it('counts staff against the free plan', async () => {
    await assertWithinLimit(ctxFor(t.seed.other.id), 'employees', 2);
    const error = await planLimitOf(assertWithinLimit(ctxFor(t.seed.other.id), 'employees', 3));
    expect(error.details.limits).toEqual({ employees: 2, used: 3 });
    const viaSwitch = await planLimitOf(assertWithinLimit(ctxFor(t.seed.other.id), 'packages', 1));
    expect(viaSwitch.details.limits).toEqual({ packages: 0 });
  });

  it('applies the trial plan while the trial runs, and the free plan after it ends or is cancelled', async () => {
    const spa = ctxFor(t.seed.spa.id);
    await assertFeature(spa, 'marketing');
    clock = new Date(Date.now() + 20 * 86_400_000);
    expect((await planLimitOf(assertFeature(spa, 'marketing'))).code).toBe('PLAN_LIMIT');
    clock = new Date();
    await t.database.db.update(venues).set({ trialCanceled: true }).where(eq(venues.id, t.seed.spa.id));
    expect((await planLimitOf(assertFeature(spa, 'marketing'))).code).toBe('PLAN_LIMIT');
  });

  it('is sent as 403 with message, description, limits and platform in the request language', async () => {
    const app = Fastify();
    app.setErrorHandler(handleError);
    app.addHook('onRequest', async (request) => {
      request.ctx = { ...ctxFor(t.seed.other.id), lang: languageOf(request.headers['content-language']), platform: 'app' };
    });
    app.get('/try', async (request) => {
      await assertFeature(request.ctx as VenueCtx, 'resources');
      return { ok: true };
    });
    const response = await app.inject({ method: 'GET', url: '/try', headers: { 'content-language': 'fr-fr' } });
    await app.close();
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'PLAN_LIMIT',
      message: "Votre formule n'inclut pas cette fonctionnalité",
      message_description: 'Passez à une formule supérieure pour en profiter avec toute votre équipe.',
      limits: { resources: 0 },
      platform: 'app',
    });
  });
});

describe('plan status', () => {
  const row = { plan: 'grow', planPaid: false, trialStart: '2026-03-01', trialEnd: '2026-03-15', trialCanceled: false, trialExtended: true, smsAmount: 0, timezone: 'Pacific/Auckland' };

  it("counts trial days in the venue's own time zone", () => {
    // 11:30 UTC on 10 March is already 11 March in Auckland: 4 days left there.
    const now = new Date('2026-03-10T11:30:00Z');
    expect(todayIn('Pacific/Auckland', now)).toBe('2026-03-11');
    expect(planStatus(row, now)).toMatchObject({ plan: 'grow', subscriptionInfo: 1, trial: { days_left: 4, extended: 1, canceled: 0 } });
    expect(planStatus({ ...row, timezone: 'Europe/Amsterdam' }, now).trial?.days_left).toBe(5);
  });

  it('has no trial once paid or past the end', () => {
    expect(planStatus({ ...row, planPaid: true }, new Date('2026-03-10T12:00:00Z'))).toMatchObject({ plan: 'grow', trial: null });
    expect(planStatus(row, new Date('2026-03-20T12:00:00Z'))).toMatchObject({ plan: 'manage', trial: null, subscriptionInfo: 0 });
  });
});
