import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AnnouncementResponse, TemplateResponse, TemplatesResponse } from '@chairside/shared/customers-settings';
import { MESSAGE_CHANNELS, MESSAGE_EVENTS } from '@chairside/shared/customers-settings';
import { LANGUAGES } from '@chairside/shared/constants';
import { unknownVariables } from '@chairside/shared/rules/message-template';
import { createTestApp, type TestApp } from '../../test/test-app';
import { activeAnnouncement, messageTemplate } from './customers.service';

/** Customers' settings: the booking policy (the settings' policy section), the messages' wording and the announcement. */

let t: TestApp;
let owner: string;
let staff: string;
let other: string;
const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const lastLog = async (venueId: number, action: string) =>
  (await rows<{ changes: Record<string, unknown> }>(sql`select changes from activity_log where venue_id = ${venueId} and action = ${action} order by id desc limit 1`))[0];

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-12-21T10:00:00Z') });
  [owner, staff, other] = await Promise.all([t.login('owner'), t.login('staff'), t.login('other')]);
});
afterAll(() => t.close());

describe('booking policy (the one policy the booking and sales enforce)', () => {
  it('is the settings policy section: saved and read back, validated in the user’s language', async () => {
    const saved = await t.call('POST', 'settings/venue/update', {
      token: owner,
      body: { section: 'policy', cancellation_notice_hours: 12, policy_text: 'Cancel half a day ahead.', no_show_fee_type: 'fixed', no_show_fee_amount: 2000 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await t.call('GET', 'settings/venue/data', { token: owner, query: { section: 'policy' } });
    expect(read.json().data).toMatchObject({ cancellation_notice_hours: 12, policy_text: 'Cancel half a day ahead.', no_show_fee_amount: 2000 });
    const bad = await t.call('POST', 'settings/venue/update', { token: owner, lang: 'de', body: { section: 'policy', deposit_type: 'percent', deposit_percent: 0 } });
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json().errors)).not.toMatch(/amount_needed/);
    expect((await t.call('POST', 'settings/venue/update', { token: staff, body: { section: 'policy', cancellation_notice_hours: 1 } })).statusCode).toBe(403);
  });
});

describe('customers/notifications', () => {
  it('offers every event and channel with native defaults in all eight languages, each using only known variables', async () => {
    for (const lang of LANGUAGES) {
      const answer = await t.call('GET', 'customers/notifications', { token: owner, query: { lang } });
      expect(answer.statusCode, answer.body).toBe(200);
      const { data } = answer.json<TemplatesResponse>();
      expect(data).toHaveLength(MESSAGE_EVENTS.length * MESSAGE_CHANNELS.length);
      for (const template of data) {
        // The demo salon words its English thank-you SMS itself (seed).
        expect(template.is_default).toBe(!(lang === 'en-us' && template.event === 'thank_you' && template.channel === 'sms'));
        expect(template.body.length, `${lang} ${template.event} ${template.channel}`).toBeGreaterThan(20);
        expect(unknownVariables(template.subject + template.body)).toEqual([]);
        if (template.channel === 'email') expect(template.subject).not.toBe('');
      }
    }
    const [en, pl] = await Promise.all(['en-us', 'pl'].map(async (lang) => (await t.call('GET', 'customers/notifications', { token: owner, query: { lang } })).json<TemplatesResponse>()));
    expect(pl!.data[0]!.body).not.toBe(en!.data[0]!.body);
    // Without ?lang: the user's language.
    expect((await t.call('GET', 'customers/notifications', { token: owner, lang: 'fr-fr' })).json<TemplatesResponse>().lang).toBe('fr-fr');
  });

  it('saves a venue wording per event, channel and language, logs it, and resets it to the default', async () => {
    const body = { event: 'reminder', channel: 'sms', lang: 'en-us', body: 'See you {date} at {time}, {customer_first_name}! {manage_link}' };
    const saved = await t.call('POST', 'customers/notifications/update', { token: owner, body });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<TemplateResponse>().template).toMatchObject({ body: body.body, subject: '', is_default: false });
    const list = (await t.call('GET', 'customers/notifications', { token: owner, query: { lang: 'en-us' } })).json<TemplatesResponse>();
    expect(list.data.find((x) => x.event === 'reminder' && x.channel === 'sms')).toMatchObject({ body: body.body, is_default: false });
    // Other languages keep their default.
    const de = (await t.call('GET', 'customers/notifications', { token: owner, query: { lang: 'de' } })).json<TemplatesResponse>();
    expect(de.data.find((x) => x.event === 'reminder' && x.channel === 'sms')!.is_default).toBe(true);
    expect(await lastLog(t.seed.salon.id, 'customers.template_updated')).toMatchObject({ changes: { event: 'reminder', channel: 'sms', lang: 'en-us' } });
    // The reminders feature reads it through the customers service.
    const ctx = { db: t.database.db, venueId: t.seed.salon.id } as never;
    expect((await messageTemplate(ctx, 'reminder', 'sms', 'en-us')).body).toBe(body.body);

    const reset = await t.call('POST', 'customers/notifications/reset', { token: owner, body: { event: 'reminder', channel: 'sms', lang: 'en-us' } });
    expect(reset.statusCode).toBe(200);
    expect(reset.json<TemplateResponse>().template.is_default).toBe(true);
    expect((await messageTemplate(ctx, 'reminder', 'sms', 'en-us')).body).toBe(reset.json<TemplateResponse>().template.default_body);
  });

  it('refuses unknown variables with 422 naming them in the user’s language, and nothing changes', async () => {
    const bad = await t.call('POST', 'customers/notifications/update', {
      token: owner,
      lang: 'pl',
      body: { event: 'confirmation', channel: 'email', lang: 'pl', subject: 'Hej {imie}', body: 'Do zobaczenia {date} {godzina} {date}' },
    });
    expect(bad.statusCode).toBe(422);
    const errors = bad.json<{ code: string; errors: Record<string, string[]> }>();
    expect(errors.code).toBe('VALIDATION');
    expect(errors.errors.subject![0]).toContain('{imie}');
    expect(errors.errors.body![0]).toContain('{godzina}');
    expect(errors.errors.body![0]).toMatch(/Nieznane zmienne/);
    const list = (await t.call('GET', 'customers/notifications', { token: owner, query: { lang: 'pl' } })).json<TemplatesResponse>();
    expect(list.data.every((x) => x.is_default)).toBe(true);
  });

  it('needs a subject for e-mail, a body, and customers.manage', async () => {
    const noSubject = await t.call('POST', 'customers/notifications/update', { token: owner, body: { event: 'no_show', channel: 'email', lang: 'en-us', subject: '', body: 'x' } });
    expect(noSubject.statusCode).toBe(422);
    expect(noSubject.json().errors.subject).toBeDefined();
    const long = await t.call('POST', 'customers/notifications/update', { token: owner, body: { event: 'no_show', channel: 'sms', lang: 'en-us', body: 'a'.repeat(1531) } });
    expect(long.statusCode).toBe(422);
    expect((await t.call('GET', 'customers/notifications', { token: staff })).statusCode).toBe(403);
  });
});

describe('customers/announcement', () => {
  it('starts empty and off, then is shown on the days of its range only (both ends included)', async () => {
    const empty = (await t.call('GET', 'customers/announcement', { token: other })).json<AnnouncementResponse>();
    expect(empty).toMatchObject({ announcement: { enabled: false, title: '', starts_on: null }, active_today: false });
    // The demo salon has one (seed).
    expect((await t.call('GET', 'customers/announcement', { token: owner })).json<AnnouncementResponse>().announcement.title).not.toBe('');
    const body = { enabled: true, title: 'Closed for the holidays', text: 'We reopen on 2 January.', starts_on: '2026-12-20', ends_on: '2026-12-27' };
    const saved = await t.call('POST', 'customers/announcement/update', { token: owner, body });
    expect(saved.statusCode, saved.body).toBe(200);
    // "Today" is 2026-12-21 in the venue.
    expect(saved.json<AnnouncementResponse>()).toMatchObject({ announcement: body, active_today: true });
    const ctx = { db: t.database.db, venueId: t.seed.salon.id };
    expect(await activeAnnouncement(ctx, '2026-12-19')).toBeNull();
    expect(await activeAnnouncement(ctx, '2026-12-20')).toEqual({ title: body.title, text: body.text });
    expect(await activeAnnouncement(ctx, '2026-12-27')).not.toBeNull();
    expect(await activeAnnouncement(ctx, '2026-12-28')).toBeNull();
    expect(await activeAnnouncement({ db: t.database.db, venueId: t.seed.other.id }, '2026-12-21')).toBeNull();
    expect(await lastLog(t.seed.salon.id, 'customers.announcement')).toMatchObject({ changes: { title: { after: body.title } } });

    await t.call('POST', 'customers/announcement/update', { token: owner, body: { ...body, enabled: false } });
    expect(await activeAnnouncement(ctx, '2026-12-21')).toBeNull();
  });

  it('refuses an end before the start, or switching on an empty one, in the user’s language', async () => {
    const backwards = await t.call('POST', 'customers/announcement/update', { token: owner, lang: 'fr-fr', body: { enabled: true, title: 'x', text: '', starts_on: '2026-12-10', ends_on: '2026-12-01' } });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.ends_on[0]).toMatch(/dernier jour/);
    const empty = await t.call('POST', 'customers/announcement/update', { token: owner, body: { enabled: true, title: '', text: '' } });
    expect(empty.statusCode).toBe(422);
    const badDate = await t.call('POST', 'customers/announcement/update', { token: owner, body: { enabled: false, title: '', text: '', starts_on: '21/12/2026' } });
    expect(badDate.statusCode).toBe(422);
    // A day no calendar has (found by the fuzz suite: it reached PostgreSQL and answered 500).
    const noSuchDay = await t.call('POST', 'customers/announcement/update', { token: owner, body: { enabled: true, title: 'x', text: '', starts_on: '2026-02-30' } });
    expect([noSuchDay.statusCode, Object.keys(noSuchDay.json().errors ?? {})]).toEqual([422, ['starts_on']]);
  });
});
