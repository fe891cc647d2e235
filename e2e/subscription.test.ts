/**
 * Buying a plan in Chromium on the sandbox card provider (spec §2.5, §4, §5, §9): Other Venue
 * (two bookable staff, on manage) opens the plans dialog from /subscription/info; the seat counter's
 * minus is disabled at current_employees; start, 3 staff, yearly → the preview shows the §9 price →
 * the hosted page takes 4242… → the webhook lands → thank-you → the plan is start. The decline card
 * leaves the plan as it was, with the hosted page saying why.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatPlanPrice, PLAN_RATES } from '@chairside/shared/subscription';
import type { SubscriptionInfoResponse } from '@chairside/shared/subscription-account';
import { planTotal } from '@chairside/shared/rules/plan-pricing';
import { apiLogin, axeViolations, setupE2E, signIn } from './harness';
import { apiAs, type Api } from './calendar-helpers';

const e2e = setupE2E();
let api: Api;

beforeAll(async () => {
  api = apiAs(e2e.server.url, await apiLogin(e2e.server.url, 'other'));
});

async function openPlans(page: Page) {
  await page.goto('/subscription/info');
  await page.getByRole('heading', { level: 1, name: 'My plan' }).waitFor();
  await page.locator('[data-change-plan]').click();
  await page.locator('[data-plan-card="pro"]').waitFor();
}

describe('subscription purchase on the sandbox', () => {
  it('start, 3 staff, yearly: preview at the §9 price, paid with 4242…, thank-you, the plan is start', async () => {
    const page = await e2e.page('laptop', { locale: 'en-US' });
    await signIn(page, e2e.server.url, 'other');
    await openPlans(page);
    // In the menu with its breadcrumbs.
    const trail = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await trail.getByText('Subscription').waitFor();

    // Defaults: pro, yearly; the counter starts at the two bookable staff and cannot go below them.
    expect(await page.locator('[data-plan-card="pro"] input[type=radio]').isChecked()).toBe(true);
    const minus = page.locator('[data-seat-minus]');
    expect(await page.locator('[data-seat-value]').inputValue()).toBe('2');
    expect(await minus.isDisabled()).toBe(true);
    await page.locator('[data-seat-plus]').click();
    expect(await page.locator('[data-seat-value]').inputValue()).toBe('3');
    expect(await minus.isDisabled()).toBe(false);
    await minus.click();
    expect(await minus.isDisabled()).toBe(true);
    await page.locator('[data-seat-plus]').click();

    await page.locator('[data-plan-card="start"]').click();
    // The card's monthly total for 3 staff, yearly rates, with the monthly-interval price struck through.
    const start = page.locator('[data-plan-card="start"]');
    expect(await start.locator('[data-total]').textContent()).toBe(formatPlanPrice(planTotal(PLAN_RATES.start.year, 3, 'month')));
    expect(await start.locator('[data-struck]').textContent()).toBe(formatPlanPrice(planTotal(PLAN_RATES.start.month, 3, 'month')));
    expect(await axeViolations(page), 'plans dialog').toEqual([]);

    await page.locator('[data-plans-continue]').click();
    const price = formatPlanPrice(planTotal(PLAN_RATES.start.year, 3, 'year'));
    await page.locator('[data-preview="new"] [data-price]').getByText(price).waitFor();
    await page.locator('[data-submit-purchase]').click();

    // The sandbox's hosted page: the same amount, paid with the success card.
    await page.waitForURL(/\/payments\/sandbox\/checkout\//);
    expect(await page.getByTestId('amount').textContent()).toContain((planTotal(PLAN_RATES.start.year, 3, 'year') / 100).toFixed(2));
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay' }).click();

    await page.waitForURL(/\/subscription\/thank-you\?session_id=/);
    await page.locator('[data-thank-you="paid"]').waitFor({ timeout: 30_000 });
    await page.getByText('you are now on Start for 3 staff').waitFor();
    await page.getByRole('link', { name: 'See my subscription' }).click();
    await page.locator('[data-current-plan="start"]').waitFor();
    const info = await api.get<SubscriptionInfoResponse>('subscription/info');
    expect(info.data).toMatchObject({ plan: 'start', interval: 'year', seats: 3, status: 'active', card: { last4: '4242' } });
    expect(info.subscription_info).toBe(1);
  });

  it('the decline card leaves the plan unchanged, and the hosted page says the card was declined', async () => {
    const before = (await api.get<SubscriptionInfoResponse>('subscription/info')).data;
    const page = await e2e.page('phone', { locale: 'en-US' });
    await signIn(page, e2e.server.url, 'other');
    await openPlans(page);
    await page.locator('[data-plan-card="grow"]').click();
    await page.locator('[data-interval-toggle] label').filter({ hasText: 'Monthly' }).click();
    await page.locator('[data-plans-continue]').click();
    await page.locator('[data-submit-purchase]').click();
    await page.waitForURL(/\/payments\/sandbox\/checkout\//);
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.getByRole('alert').getByText('Your card was declined. Try another card.').waitFor();
    await page.getByRole('link', { name: 'Cancel and go back' }).click();
    await page.locator(`[data-current-plan="${before.plan}"]`).waitFor();
    expect((await api.get<SubscriptionInfoResponse>('subscription/info')).data).toEqual(before);
  });

  it('lists the payment on /subscription/history; info and payment details read well on a phone', async () => {
    const page = await e2e.page('phone', { locale: 'en-US' });
    await signIn(page, e2e.server.url, 'other');
    await page.goto('/subscription/history');
    await page.getByRole('heading', { level: 1, name: 'Payment history' }).waitFor();
    await page.locator('[data-transaction]').first().waitFor();
    expect(await page.locator('[data-transaction]').count()).toBe(1);
    expect(await axeViolations(page), 'history').toEqual([]);

    await page.goto('/subscription/info');
    await page.locator('[data-current-plan="start"]').waitFor();
    await page.locator('[data-ambassador-banner]').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeViolations(page), 'info').toEqual([]);

    await page.goto('/subscription/payment-details');
    expect(await page.locator('[data-card]').textContent()).toBe('VISA •••• 4242');
    expect(await axeViolations(page), 'payment details').toEqual([]);
  });
});
