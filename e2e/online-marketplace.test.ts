/**
 * The marketplace listing as a customer on a small phone (360 px): the page the server wrote (name,
 * services and prices, the portfolio with captions and whose work each is, opening hours, address,
 * a LocalBusiness JSON-LD block readable without a script), no sideways scrolling, no axe
 * violation; the language switch reloads it in German and the Book button opens the booking page
 * in the language chosen. The owner unlists the venue on /online-booking/marketplace (the page is
 * then a 404) and lists it again.
 */
import { describe, expect, it } from 'vitest';
import { axeViolations, setupE2E, signIn } from './harness';

const e2e = setupE2E();
const SUB = 'demo-salon';

describe('marketplace listing', () => {
  it('shows the listing at 360 px, switches its language and books from it; the owner unlists and lists it again', async () => {
    // What a crawler without a script reads: the JSON-LD block is in the HTML as sent.
    const raw = await (await fetch(`${e2e.server.url}/marketplace/${SUB}`)).text();
    const block = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(raw)![1]!) as { '@type': string[]; name: string };
    expect(block['@type']).toContain('LocalBusiness');
    expect(block.name).toBe('Demo Salon');

    const page = await e2e.page({ width: 360, height: 740 });
    await page.goto(`/marketplace/${SUB}`);
    await page.getByRole('heading', { name: 'Demo Salon', level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole('heading', { name: 'Services and prices' }).waitFor();
    expect(await page.getByRole('link', { name: /^Book / }).count()).toBeGreaterThan(2);
    const gallery = page.getByRole('region', { name: 'Our work' });
    expect(await gallery.getByRole('img').count()).toBe(4);
    await gallery.getByText('Balayage with a soft copper glow').waitFor();
    expect(await gallery.getByText(/^by /).count()).toBeGreaterThan(0);
    await page.getByRole('heading', { name: 'Opening hours' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await Promise.all([page.waitForURL(/\?lang=de$/), page.getByRole('combobox', { name: 'Language' }).selectOption('de')]);
    await page.getByRole('heading', { name: 'Öffnungszeiten' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('main').getByRole('link', { name: 'Online buchen' }).click();
    await page.waitForURL(new RegExp(`/book/${SUB}$`));
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    // The booking page is usable at 360 px too: its services listed, nothing wider than the phone.
    await page.locator('main').getByRole('button').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await axeViolations(page)).toEqual([]);

    const owner = await e2e.page('desktop');
    await signIn(owner, e2e.server.url, 'owner');
    await owner.goto('/online-booking/marketplace');
    await owner.getByRole('heading', { name: 'Marketplace', level: 1 }).waitFor();
    await owner.getByText('Listed', { exact: true }).waitFor();
    expect(await axeViolations(owner)).toEqual([]);
    await owner.getByRole('switch', { name: 'Show my venue on the marketplace' }).uncheck();
    await owner.getByRole('button', { name: 'Save' }).click();
    await owner.getByText('The marketplace listing is saved.').waitFor();
    expect((await fetch(`${e2e.server.url}/marketplace/${SUB}`)).status).toBe(404);
    await owner.getByRole('switch', { name: 'Show my venue on the marketplace' }).check();
    await owner.getByRole('button', { name: 'Save' }).click();
    await owner.getByText('Listed', { exact: true }).waitFor();
    expect((await fetch(`${e2e.server.url}/marketplace/${SUB}`)).status).toBe(200);
  });
});
