import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';

/**
 * The marketplace listing (/online-booking/marketplace) and its public page /marketplace/{sub},
 * written by the server with a schema.org LocalBusiness block; portfolio captions and tags. Demo
 * Salon starts listed under hair and nails with captioned pictures (the demo seed).
 */

const t = useTestApp();
const SUB = 'demo-salon';
let address = 0;
/** Each page load from its own client address (the public read quota counts per address). */
const page = (path: string) => t.app.inject({ method: 'GET', url: path, remoteAddress: `10.9.${(address >> 8) & 255}.${++address & 255}` });
const jsonLd = (html: string) => JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)![1]!) as Record<string, unknown>;
const save = (token: string, body: unknown, lang?: string) => t.call('POST', 'online-booking/marketplace', { token, body, ...(lang ? { lang } : {}) });

describe('marketplace listing', () => {
  it('serves the listed demo venue with its services, prices, captions, hours, Book button and a LocalBusiness JSON-LD block', async () => {
    const owner = await t.login('owner');
    const state = await t.call('GET', 'online-booking/marketplace', { token: owner });
    expect(state.statusCode, state.body).toBe(200);
    expect(state.json()).toMatchObject({ terms_accepted: true, listed: true, categories: ['hair', 'nails'], live: true, online_enabled: true, portfolio_count: 4 });
    expect(state.json().marketplace_url).toMatch(/\/marketplace\/demo-salon$/);

    await t.database.db.execute(sql`update venues set latitude = '52.3752', longitude = '4.8840' where booking_subdomain = ${SUB}`);
    await t.database.db.execute(sql`update services set online_description = 'Short </script><b>trim</b>' where id = (select min(id) from services where online_bookable)`);
    const answer = await page(`/marketplace/${SUB}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/html');
    const html = answer.body;
    expect(html).toContain('<html lang="en-us"');
    expect(html).toContain('href="/book/demo-salon"');
    expect(html).toContain('Balayage with a soft copper glow');
    expect(html).toMatch(/by [A-Z][a-z]+/);
    expect(html).toContain('Opening hours');
    expect(html.match(/<\/script>/g), 'nothing in the data closes its script element').toHaveLength(1);
    const services = (await page(`/api/v1/public/${SUB}/services`)).json<{ services: { id: number; name: string; price: number }[] }>().services;
    for (const service of services) expect(html).toContain(`href="/book/demo-salon?service=${service.id}"`);

    const data = jsonLd(html);
    expect(data).toMatchObject({
      '@context': 'https://schema.org', '@type': ['LocalBusiness', 'HairSalon'], name: 'Demo Salon', url: state.json().marketplace_url,
      address: { '@type': 'PostalAddress', streetAddress: 'Prinsengracht 263', postalCode: '1016 GV', addressLocality: 'Amsterdam', addressCountry: 'NL' },
      geo: { '@type': 'GeoCoordinates', latitude: 52.3752, longitude: 4.884 },
    });
    const prices = services.map((s) => s.price).filter((p) => p > 0);
    expect(data.priceRange).toBe(`€${(Math.min(...prices) / 100).toFixed(2)}–€${(Math.max(...prices) / 100).toFixed(2)}`);
    expect((data.image as string[]).length).toBeGreaterThanOrEqual(4);
    expect((data.image as string[]).every((url) => /^https?:\/\/.+\/images\/\d+\/[0-9a-f]{64}\.webp$/.test(url))).toBe(true);
    const hours = data.openingHoursSpecification as { '@type': string; dayOfWeek: string[]; opens: string; closes: string }[];
    expect(hours.length).toBeGreaterThan(0);
    expect(hours.every((h) => h['@type'] === 'OpeningHoursSpecification' && /^\d\d:\d\d$/.test(h.opens) && h.dayOfWeek.every((d) => d.startsWith('https://schema.org/')))).toBe(true);
    const offers = (data.hasOfferCatalog as { itemListElement: { itemOffered: { name: string } }[] }).itemListElement;
    expect(offers.map((o) => o.itemOffered.name)).toEqual(services.map((s) => s.name));

    const german = await page(`/marketplace/${SUB}?lang=de`);
    expect(german.body).toContain('<html lang="de"');
    expect(german.body).toContain('Öffnungszeiten');
    expect(german.body).toContain('<option value="de" selected>Deutsch</option>');
    // A language the venue does not offer (or none at all) falls back to the venue's.
    expect((await page(`/marketplace/${SUB}?lang=xx`)).body).toContain('<html lang="en-us"');
  });

  it('is a 404 page when unlisted, when the terms are withdrawn, when online booking closes, and for an unknown or odd address', async () => {
    const owner = await t.login('owner');
    const off = await save(owner, { terms_accepted: true, listed: false, categories: ['hair'] });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ listed: false, live: false, message: 'The marketplace listing is saved.' });
    const gone = await page(`/marketplace/${SUB}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).toContain('text/html');
    expect(gone.body).toContain('noindex');
    expect(gone.body).not.toContain('ld+json');
    expect(gone.body).not.toContain('Demo Salon');

    expect((await save(owner, { terms_accepted: true, listed: true, categories: ['nails'] })).statusCode).toBe(200);
    expect((await page(`/marketplace/${SUB}`)).statusCode).toBe(200);
    expect(jsonLd((await page(`/marketplace/${SUB}`)).body)['@type']).toEqual(['LocalBusiness', 'NailSalon']);

    // The terms are the settings' flag too: withdrawn there, the page goes.
    expect((await t.call('POST', 'settings/venue/update', { token: owner, body: { section: 'booking', terms_accept: 0 } })).statusCode).toBeLessThan(300);
    expect((await page(`/marketplace/${SUB}`)).statusCode).toBe(404);
    expect((await t.call('GET', 'online-booking/marketplace', { token: owner })).json()).toMatchObject({ terms_accepted: false, live: false });
    const accepted = await save(owner, { terms_accepted: true, listed: true, categories: ['nails'] });
    expect(accepted.json().terms_accepted_at).toEqual(expect.any(String));
    expect((await page(`/marketplace/${SUB}`)).statusCode).toBe(200);

    const settings = (await t.call('GET', 'online-booking/settings', { token: owner })).json();
    const { services: _s, employees: _e, booking_url: _b, ...rules } = settings;
    expect((await t.call('POST', 'online-booking/settings', { token: owner, body: { ...rules, enabled: false } })).statusCode).toBe(200);
    expect((await page(`/marketplace/${SUB}`)).statusCode).toBe(404);
    const closed = await save(owner, { terms_accepted: true, listed: true, categories: ['nails'] });
    expect(closed.statusCode).toBe(422);
    expect(closed.json().errors.listed).toBeDefined();
    expect((await t.call('POST', 'online-booking/settings', { token: owner, body: { ...rules, enabled: true } })).statusCode).toBe(200);
    expect((await page(`/marketplace/${SUB}`)).statusCode).toBe(200);

    for (const path of ['/marketplace/no-such-venue', '/marketplace/%27%3B%20drop', `/marketplace/${'x'.repeat(120)}`, '/marketplace/DEMO-SALON']) {
      const unknown = await page(path);
      expect(unknown.statusCode, path).toBe(404);
      expect(unknown.body).not.toContain('Demo Salon');
    }
  });

  it('refuses a listing without terms or category, unknown or repeated categories (in the user\'s language), and a member without the flag', async () => {
    const owner = await t.login('owner');
    const noTerms = await save(owner, { terms_accepted: false, listed: true, categories: ['hair'] }, 'de');
    expect(noTerms.statusCode).toBe(422);
    expect(noTerms.json().errors.terms_accepted).toEqual(['Akzeptieren Sie die Listing-Bedingungen, um gelistet zu werden.']);
    const noCategory = await save(owner, { terms_accepted: true, listed: true, categories: [] });
    expect(noCategory.statusCode).toBe(422);
    expect(noCategory.json().errors.categories).toBeDefined();
    for (const categories of [['hair', 'hair'], ['plumbing'], ['hair', 'nails', 'spa', 'massage', 'makeup', 'barber']]) {
      expect((await save(owner, { terms_accepted: true, listed: true, categories })).statusCode, JSON.stringify(categories)).toBe(422);
    }
    expect((await page(`/marketplace/${SUB}`)).statusCode, 'a refused save changes nothing').toBe(200);
    const staff = await t.login('staff');
    expect((await t.call('GET', 'online-booking/marketplace', { token: staff })).statusCode).toBe(403);
    expect((await save(staff, { terms_accepted: true, listed: false, categories: [] })).statusCode).toBe(403);
    // Other Venue's own listing is its own: not listed, and Demo Salon's stays.
    const other = await t.login('other');
    expect((await t.call('GET', 'online-booking/marketplace', { token: other })).json()).toMatchObject({ listed: false, categories: [] });
  });
});

describe('portfolio captions and tags', () => {
  it('saves a caption and the employee whose work it is; both show on the booking page and the listing, the tag only while the employee is shown online', async () => {
    const owner = await t.login('owner');
    const listed = (await t.call('GET', 'online-booking/portfolio', { token: owner })).json();
    const [first] = listed.data as { id: number; caption: string; employee_id: number | null }[];
    expect(listed.employees.length).toBeGreaterThan(0);
    const employee = listed.employees.at(-1) as { id: number; name: string };
    const updated = await t.call('POST', `online-booking/portfolio/update/${first!.id}`, { token: owner, body: { caption: '  Copper <b>balayage</b>  ', employee_id: employee.id } });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ item: { id: first!.id, caption: 'Copper <b>balayage</b>', employee_id: employee.id, position: 0 }, message: 'The caption is saved.' });

    await t.database.db.execute(sql`update employees set visible_online = true where id = ${employee.id}`);
    const shown = (await page(`/api/v1/public/${SUB}`)).json<{ portfolio: { caption: string; employee: string | null }[] }>().portfolio[0];
    expect(shown).toMatchObject({ caption: 'Copper <b>balayage</b>', employee: employee.name });
    const html = (await page(`/marketplace/${SUB}`)).body;
    expect(html).toContain('Copper &#60;b&#62;balayage&#60;/b&#62;');
    expect(html).toContain(`by ${employee.name}`);
    await t.database.db.execute(sql`update employees set visible_online = false where id = ${employee.id}`);
    expect((await page(`/api/v1/public/${SUB}`)).json<{ portfolio: { employee: string | null }[] }>().portfolio[0]!.employee).toBeNull();

    const untagged = await t.call('POST', `online-booking/portfolio/update/${first!.id}`, { token: owner, body: { caption: '', employee_id: null } });
    expect(untagged.json().item).toMatchObject({ caption: '', employee_id: null });
  });

  it('answers 404 for another venue\'s picture and 422 for another venue\'s employee, changing nothing', async () => {
    const owner = await t.login('owner');
    const other = await t.login('other');
    const [first] = (await t.call('GET', 'online-booking/portfolio', { token: owner })).json().data;
    expect((await t.call('POST', `online-booking/portfolio/update/${first.id}`, { token: other, body: { caption: 'Mine now', employee_id: null } })).statusCode).toBe(404);
    const { rows } = (await t.database.db.execute(sql`select e.id from employees e join venues v on v.id = e.venue_id where v.booking_subdomain is distinct from ${SUB} limit 1`)) as unknown as { rows: { id: number }[] };
    const foreign = await t.call('POST', `online-booking/portfolio/update/${first.id}`, { token: owner, body: { caption: 'x', employee_id: rows[0]!.id } });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.employee_id).toBeDefined();
    expect((await t.call('POST', `online-booking/portfolio/update/${first.id}`, { token: owner, body: { caption: 'x'.repeat(201), employee_id: null } })).statusCode).toBe(422);
    expect((await t.call('GET', 'online-booking/portfolio', { token: owner })).json().data[0].caption).toBe(first.caption);
  });
});
