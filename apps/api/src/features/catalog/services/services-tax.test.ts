import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TaxesResponse } from '@chairside/shared/catalog-taxes';
import { taxRates } from '../../../db/schema/index';
import { useTestApp } from '../../../test/test-app';

/**
 * Issue 12: a service's tax is one of the venue's active rates (composite foreign key, checked in
 * the API), and the default tax percents have one source of truth: the rates' default flags. The
 * profile section shows them but cannot change them.
 */
const t = useTestApp();
let owner: string;
beforeAll(async () => {
  owner = await t.login('owner');
});

const taxes = async () => (await t.call('GET', 'taxes', { token: owner })).json<TaxesResponse>();
const service = (body: Record<string, unknown>, id?: number) =>
  t.call('POST', id ? `services/update/${id}` : 'services/store', { token: owner, body: { name: 'Gloss', initial: 30, price: 3500, ...body } });
const profile = async () => (await t.call('GET', 'settings/venue/data', { token: owner, query: { section: 'profile' } })).json().data;
const initial = async () => (await t.call('GET', 'settings/initial', { token: owner })).json();

describe('a service’s tax rate', () => {
  it('is null (the venue default) or an active rate of this venue; another venue’s rate reads as unknown', async () => {
    const { data } = await taxes();
    const low = data.find((rate) => rate.rate === 900)!;
    const plain = await service({});
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json().service.tax_id).toBeNull();
    const reduced = await service({ tax_id: low.id });
    expect(reduced.statusCode, reduced.body).toBe(200);
    expect(reduced.json().service.tax_id).toBe(low.id);
    expect((await t.call('GET', `services/detail/${reduced.json().service.id}`, { token: owner })).json().service.tax_id).toBe(low.id);

    const [theirs] = await t.database.db.select().from(taxRates).where(eq(taxRates.venueId, t.seed.other.id)).limit(1);
    const foreign = await service({ tax_id: theirs!.id });
    const missing = await service({ tax_id: 999_999 });
    for (const answer of [foreign, missing]) {
      expect(answer.statusCode).toBe(422);
      expect(answer.json().errors).toEqual({ tax_id: ['Choose one of this venue\u2019s active tax rates.'.replace('\u2019', "'")] });
    }
    const german = await t.call('POST', 'services/store', { token: owner, lang: 'de', body: { name: 'Gloss', initial: 30, tax_id: theirs!.id } });
    expect(german.json().errors.tax_id).toEqual(['Wähle einen der aktiven Steuersätze dieses Betriebs.']);
  });

  it('cannot be an archived rate, but a service keeps a rate archived after it was chosen', async () => {
    const created = await t.call('POST', 'taxes/store', { token: owner, body: { name: 'Temporary 5 %', rate: 500 } });
    const rateId = created.json().data.id as number;
    const stored = await service({ name: 'Scalp care', tax_id: rateId });
    expect(stored.statusCode, stored.body).toBe(200);
    const id = stored.json().service.id as number;
    expect((await t.call('POST', `taxes/archive/${rateId}`, { token: owner })).statusCode).toBe(200);

    // The drawer's picker offers the active rates only, with the default for services.
    const choices = await t.call('GET', 'services/tax-rates', { token: owner });
    expect(choices.statusCode, choices.body).toBe(200);
    expect(choices.json().data.map((rate: { rate: number }) => rate.rate)).toEqual([2100, 900, 0]);
    expect(choices.json().default_service_id).toBe(choices.json().data[0].id);

    const refused = await service({ name: 'Another', tax_id: rateId });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['tax_id']);
    const kept = await service({ name: 'Scalp care deluxe', tax_id: rateId }, id);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().service).toMatchObject({ name: 'Scalp care deluxe', tax_id: rateId });
  });
});

describe('the default tax percents', () => {
  it('follow the default rates everywhere they are read, and the profile section cannot change them', async () => {
    const { data } = await taxes();
    const high = data.find((rate) => rate.rate === 2100)!;
    const low = data.find((rate) => rate.rate === 900)!;
    const agree = async (service: number, product: number) => {
      expect(await profile()).toMatchObject({ tax_default_service: service, tax_default_product: product });
      expect(await initial()).toMatchObject({ tax_default_service: service, tax_default_product: product });
    };
    await agree(21, 21);

    const direct = await t.call('POST', 'settings/venue/update', { token: owner, body: { section: 'profile', tax_default_service: 5 } });
    expect(direct.statusCode).toBe(422);
    await agree(21, 21);
    // The rest of the profile still saves, leaving the percents alone.
    expect((await t.call('POST', 'settings/venue/update', { token: owner, body: { section: 'profile', tax_number: 'NL123456789B01' } })).statusCode).toBe(200);
    await agree(21, 21);

    expect((await t.call('POST', 'taxes/settings', { token: owner, body: { default_service_id: low.id } })).statusCode).toBe(200);
    await agree(9, 21);
    expect((await t.call('POST', `taxes/update/${low.id}`, { token: owner, body: { name: low.name, rate: 1000 } })).statusCode).toBe(200);
    await agree(10, 21);
    // No default for products: 0 %, never a stale percent.
    expect((await t.call('POST', 'taxes/settings', { token: owner, body: { default_product_id: null } })).statusCode).toBe(200);
    await agree(10, 0);
    expect((await t.call('POST', 'taxes/settings', { token: owner, body: { default_service_id: high.id, default_product_id: high.id } })).statusCode).toBe(200);
    await agree(21, 21);
  });
});
