import sharp from 'sharp';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InitialSettings } from '@chairside/shared/settings';
import { activityLog, venues } from '../../db/schema/index';
import { useTestApp } from '../../test/test-app';

/** The fields the settings screens added: tax number, the logo routes, the policy's fees and deposits. */

let owner: string;
let other: string;
const t = useTestApp();
beforeAll(async () => {
  owner = await t.login('owner');
  other = await t.login('other');
});

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } }).png().toBuffer();
const upload = async (token: string, body: Buffer | string, contentType = 'image/png') =>
  t.call('POST', 'settings/venue/logo', { token, body, headers: { 'content-type': contentType } });
const venueRow = async (id: number) => (await t.database.db.select().from(venues).where(eq(venues.id, id)))[0]!;
const lastLog = async (venueId: number, action: string) =>
  (await t.database.db.select().from(activityLog).where(and(eq(activityLog.venueId, venueId), eq(activityLog.action, action))).orderBy(desc(activityLog.id)).limit(1))[0];

describe('business profile: tax number', () => {
  it('reads, saves and logs the tax number, trimmed', async () => {
    const read = await t.call('GET', 'settings/venue/data', { token: owner, query: { section: 'profile' } });
    expect(read.json().data).toMatchObject({ tax_number: '', logo: null });
    const saved = await t.call('POST', 'settings/venue/update', { token: owner, body: { section: 'profile', tax_number: '  NL001234567B01 ' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.tax_number).toBe('NL001234567B01');
    expect((await lastLog(t.seed.salon.id, 'settings.profile'))!.changes).toEqual({ tax_number: { before: '', after: 'NL001234567B01' } });
  });

  it('refuses a too long tax number and the read-only logo field, in the caller\'s language', async () => {
    const long = await t.call('POST', 'settings/venue/update', { token: owner, lang: 'es-es', body: { section: 'profile', tax_number: 'X'.repeat(41), logo: '/x.webp' } });
    expect(long.statusCode).toBe(422);
    const errors = long.json().errors as Record<string, string[]>;
    expect(Object.keys(errors).sort()).toEqual(['logo', 'tax_number']);
    expect(errors.tax_number![0]).toMatch(/40/);
    expect(long.json().message).not.toBe('Please correct the highlighted fields.');
    expect((await venueRow(t.seed.salon.id)).logo).toBeNull();
  });
});

describe('business profile: logo', () => {
  it('stores an uploaded logo inside 800 px, serves it, shows it in settings/initial and logs it; delete removes it', async () => {
    const response = await upload(owner, await picture(1600, 400));
    expect(response.statusCode, response.body).toBe(200);
    const { logo, message } = response.json<{ logo: string; message: string }>();
    expect(logo).toMatch(new RegExp(`^/api/v1/b2b/images/${t.seed.salon.id}/[0-9a-f]{64}\\.webp$`));
    expect(message).toBe('Logo saved.');

    const served = await t.call('GET', logo);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([800, 200]);

    const initial = (await t.call('GET', 'settings/initial', { token: owner })).json<InitialSettings>();
    expect(initial.logo).toBe(logo);
    expect((await t.call('GET', 'settings/venue/data', { token: owner, query: { section: 'profile' } })).json().data.logo).toBe(logo);
    expect((await lastLog(t.seed.salon.id, 'settings.logo'))!.changes).toEqual({ logo: { before: null, after: logo } });

    const removed = await t.call('POST', 'settings/venue/logo/delete', { token: owner, lang: 'de' });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ logo: null, message: 'Logo entfernt.' });
    expect((await venueRow(t.seed.salon.id)).logo).toBeNull();
    expect((await t.call('GET', 'settings/initial', { token: owner })).json<InitialSettings>().logo).toBeNull();
    expect((await lastLog(t.seed.salon.id, 'settings.logo'))!.changes).toEqual({ logo: { before: logo, after: null } });
  });

  it('refuses a file that is not a picture (422 on file, translated) and a JSON body (415), keeping the logo', async () => {
    const bad = await upload(owner, Buffer.from('%PDF-1.7 not a picture'));
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['file']);
    const json = await t.call('POST', 'settings/venue/logo', { token: owner, body: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    expect((await venueRow(t.seed.salon.id)).logo).toBeNull();
  });

  it('refuses staff without settings.manage (403) on both routes', async () => {
    const staff = await t.login('staff');
    expect((await upload(staff, await picture(50, 50))).statusCode).toBe(403);
    expect((await t.call('POST', 'settings/venue/logo/delete', { token: staff })).statusCode).toBe(403);
    expect((await venueRow(t.seed.salon.id)).logo).toBeNull();
  });

  it("keeps venues apart: another venue's upload and delete change only its own logo", async () => {
    const salonLogo = (await upload(owner, await picture(64, 64))).json<{ logo: string }>().logo;
    const answer = await upload(other, await picture(64, 64));
    expect(answer.statusCode).toBe(200);
    expect(answer.json().logo).toMatch(new RegExp(`^/api/v1/b2b/images/${t.seed.other.id}/`));
    expect((await t.call('POST', 'settings/venue/logo/delete', { token: other })).statusCode).toBe(200);
    expect((await venueRow(t.seed.salon.id)).logo).toBe(salonLogo);
    expect((await venueRow(t.seed.other.id)).logo).toBeNull();
    // Other Venue reads its own profile, never Demo Salon's.
    const read = await t.call('GET', 'settings/venue/data', { token: other, query: { section: 'profile' } });
    expect(read.json().data).toMatchObject({ title: 'Other Venue', logo: null });
    await t.call('POST', 'settings/venue/update', { token: other, body: { section: 'profile', tax_number: 'GB123' } });
    expect((await venueRow(t.seed.salon.id)).taxNumber).not.toBe('GB123');
  });
});

describe('policy: fees and deposits', () => {
  it('saves a fixed no-show fee and a percentage deposit for chosen services', async () => {
    const services = (await t.call('GET', 'employees/services', { token: owner })).json<{ data: { id: number }[] }>().data;
    const chosen = services.slice(0, 2).map((service) => service.id);
    const response = await t.call('POST', 'settings/venue/update', {
      token: owner,
      body: { section: 'policy', cancellation_notice_hours: 48, no_show_fee_type: 'fixed', no_show_fee_amount: 1500, deposit_type: 'percent', deposit_percent: 25, deposit_service_ids: chosen, policy_text: 'Cancel two days ahead.' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      policy_text: 'Cancel two days ahead.',
      cancellation_notice_hours: 48,
      no_show_fee_type: 'fixed',
      no_show_fee_percent: 0,
      no_show_fee_amount: 1500,
      deposit_type: 'percent',
      deposit_percent: 25,
      deposit_amount: 0,
      deposit_service_ids: chosen,
    });
    const read = await t.call('GET', 'settings/venue/data', { token: owner, query: { section: 'policy' } });
    expect(read.json().data).toEqual(response.json().data);
    expect((await lastLog(t.seed.salon.id, 'settings.policy'))!.changes).toMatchObject({ no_show_fee_type: { before: 'none', after: 'fixed' }, deposit_percent: { before: 0, after: 25 } });
  });

  it('needs an amount for a chosen charge, and services of this venue only, with messages in the caller\'s language', async () => {
    const before = (await t.call('GET', 'settings/venue/data', { token: owner, query: { section: 'policy' } })).json().data;
    const missing = await t.call('POST', 'settings/venue/update', { token: owner, lang: 'pl', body: { section: 'policy', deposit_type: 'fixed', deposit_amount: 0 } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ deposit_amount: ['Podaj kwotę większą od zera.'] });
    const otherServices = (await t.call('GET', 'employees/services', { token: other })).json<{ data: { id: number }[] }>().data;
    const foreign = await t.call('POST', 'settings/venue/update', { token: owner, body: { section: 'policy', deposit_service_ids: [otherServices[0]!.id] } });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({ deposit_service_ids: ['Choose services from the list.'] });
    const bad = await t.call('POST', 'settings/venue/update', { token: owner, body: { section: 'policy', no_show_fee_type: 'sometimes', deposit_percent: 150 } });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['deposit_percent', 'no_show_fee_type']);
    expect((await t.call('GET', 'settings/venue/data', { token: owner, query: { section: 'policy' } })).json().data).toEqual(before);
  });

  it('reads a policy saved before the charge types (deposit_required) as a percentage deposit', async () => {
    await t.database.db.update(venues).set({ policy: { deposit_required: 1, deposit_percent: 30 } }).where(eq(venues.id, t.seed.other.id));
    const read = await t.call('GET', 'settings/venue/data', { token: other, query: { section: 'policy' } });
    expect(read.json().data).toMatchObject({ deposit_type: 'percent', deposit_percent: 30, no_show_fee_type: 'none' });
  });
});
