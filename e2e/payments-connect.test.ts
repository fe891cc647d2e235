/**
 * The venue's own card service in Chromium on the sandbox (issue 17, spec §2.3 /payments): Other
 * Venue's owner opens Chairside Pay (not connected, payouts and fees not known yet), connects through the sandbox's
 * hosted onboarding — sent back without the identity document the account is restricted and says what
 * is missing, sent back verified it is active — then payouts and card fees show, a flow is switched off,
 * and on Demo Salon's /payments/payment the desk's card method is renamed, cash refused and a tip suggestion removed.
 * The connect screen reads on a phone. Axe-clean.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardServiceResponse, DeskPaymentsResponse } from '@chairside/shared/payments';
import { apiLogin, axeViolations, setupE2E, signIn } from './harness';
import { apiAs, type Api } from './calendar-helpers';

const e2e = setupE2E();
let api: Api;
let otherApi: Api;

beforeAll(async () => {
  api = apiAs(e2e.server.url, await apiLogin(e2e.server.url, 'owner'));
  otherApi = apiAs(e2e.server.url, await apiLogin(e2e.server.url, 'other'));
});

describe('card service and connect on the sandbox', () => {
  it('connects the account through the hosted onboarding: restricted, then active; payouts, fees and flows', async () => {
    // Other Venue (Demo Salon's card service is seeded connected).
    const page = await e2e.page('laptop', { locale: 'en-US' });
    await signIn(page, e2e.server.url, 'other');
    await page.goto('/payments/chairside-pay');
    await page.getByRole('heading', { level: 1, name: 'Chairside Pay' }).waitFor({ timeout: 30_000 });
    const trail = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await trail.getByText('Payments').waitFor();
    await page.locator('[data-connect-status="not_connected"]').waitFor();
    expect(await page.locator('[data-fees]').textContent()).toBe('Shown once your account is connected.');
    // In the menu beside the vouchers.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Payment', exact: true }).waitFor();
    expect(await axeViolations(page), 'card service').toEqual([]);

    await page.locator('[data-connect-open]').click();
    await page.waitForURL(/\/payments\/sandbox-connect$/);
    await trail.getByText('Connect account').waitFor();
    await page.locator('[data-connect-start]').click();

    // The sandbox's hosted onboarding: sent without the identity document.
    await page.waitForURL(/\/api\/v1\/public\/payments\/sandbox\/connect\/acct_sbx_/);
    await page.getByRole('button', { name: 'Submit without the identity document' }).click();
    await page.waitForURL(/\/payments\/sandbox-connect\?return=1$/);
    await page.locator('[data-connect-returned]').waitFor();
    await page.locator('[data-connect-status="restricted"]').waitFor();
    await page.locator('[data-requirements]').getByText('Identity document of the account holder').waitFor();
    expect(await axeViolations(page), 'connect, restricted').toEqual([]);

    // Again, verified this time.
    await page.getByRole('button', { name: 'Give the missing details' }).click();
    await page.waitForURL(/\/api\/v1\/public\/payments\/sandbox\/connect\//);
    await page.getByRole('button', { name: 'Submit details (verified)' }).click();
    await page.waitForURL(/\/payments\/sandbox-connect\?return=1$/);
    await page.locator('[data-connect-status="active"]').waitFor();
    expect(await page.locator('[data-connect-start]').count()).toBe(0);

    await page.getByRole('link', { name: 'Back to Chairside Pay' }).click();
    await page.locator('[data-connect-status="active"]').waitFor();
    expect(await page.locator('[data-payouts]').textContent()).toBe('Every day, 2 days after the payment');
    expect(await page.locator('[data-fees]').textContent()).toMatch(/^1\.4 % \+ .*0[.,]25 per card payment$/);

    await page.locator('[data-flow="vouchers"]').click();
    const saving = page.waitForResponse((response) => response.url().includes('/payments/card-service/update'));
    await page.locator('[data-card-flows-form] button[type=submit]').click();
    expect((await saving).status()).toBe(200);
    await page.getByText('The payment settings have been saved.').first().waitFor();
    const service = (await otherApi.get<CardServiceResponse>('payments/card-service')).data;
    expect(service).toMatchObject({ account: { status: 'active', charges_enabled: true }, flows: { deposits: true, prepayment: true, vouchers: false, checkout: true } });
  });

  it('saves the desk’s methods and tips on /payments/payment', async () => {
    const page = await e2e.page('laptop', { locale: 'en-US' });
    await signIn(page, e2e.server.url, 'owner');
    await page.goto('/payments/payment');
    const form = page.locator('[data-desk-payments-form]');
    await form.waitFor({ timeout: 30_000 });
    await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByText('Payment', { exact: true }).waitFor();
    expect(await axeViolations(page), 'desk payments').toEqual([]);

    // Refusing every method is refused, on the form.
    for (const method of ['cash', 'card', 'other']) await form.locator(`[data-desk-method="${method}"]`).getByRole('switch').click({ force: true });
    await page.locator('[data-save-desk]').click();
    await form.getByText('Accept at least one payment method.').waitFor();
    for (const method of ['card', 'other']) await form.locator(`[data-desk-method="${method}"]`).getByRole('switch').click({ force: true });

    await form.locator('[data-desk-method="card"]').getByLabel('Name at checkout').fill('Card terminal');
    await page.getByRole('button', { name: 'Remove this suggestion' }).last().click();
    const saving = page.waitForResponse((response) => response.url().includes('/payments/desk/update'));
    await page.locator('[data-save-desk]').click();
    expect((await saving).status()).toBe(200);
    await page.getByText('The payment settings have been saved.').first().waitFor();
    const desk = (await api.get<DeskPaymentsResponse>('payments/desk')).data;
    expect(desk).toEqual({
      methods: [{ method: 'cash', name: '', enabled: false }, { method: 'card', name: 'Card terminal', enabled: true }, { method: 'other', name: 'Bank transfer', enabled: true }],
      tips: { enabled: true, percents: [10, 15] },
    });
  });

  it('reads on a phone', async () => {
    const page = await e2e.page('phone', { locale: 'en-US' });
    await signIn(page, e2e.server.url, 'owner');
    for (const path of ['/payments/sandbox-connect', '/payments/chairside-pay', '/payments/payment']) {
      await page.goto(path);
      await page.locator('h1').first().waitFor({ timeout: 30_000 });
      await page.locator('[data-connect-status], [data-desk-payments-form]').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), path).toBeLessThanOrEqual(0);
    }
  });
});
