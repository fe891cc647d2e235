import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_PREFIX } from '../app';
import { useTestApp } from '../test/test-app';
import { storeImage } from './images';

const t = useTestApp();
const picture = (width: number, height: number, format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })[format]().toBuffer();
const store = (body: unknown, shape: 'photo' | 'logo', venueId = t.seed.salon.id) =>
  t.database.forVenue(venueId).transaction((tx) => storeImage(tx, venueId, body, shape, API_PREFIX));
const count = async () =>
  ((await t.database.db.execute(sql`select count(*)::int as n from images`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;

describe('uploaded pictures', () => {
  it('crops a photo to a 512 px square and fits a logo inside 800 px, as WebP', async () => {
    const photo = await store(await picture(2000, 1000, 'jpeg'), 'photo');
    expect([photo.width, photo.height]).toEqual([512, 512]);
    const logo = await store(await picture(2000, 1000), 'logo');
    expect([logo.width, logo.height]).toEqual([800, 400]);
    const small = await store(await picture(120, 60), 'logo');
    expect([small.width, small.height]).toEqual([120, 60]);

    const served = await t.call('GET', logo.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 400]);

    const again = await t.call('GET', logo.url, { headers: { 'if-none-match': `"${logo.hash}"` } });
    expect(again.statusCode).toBe(304);
  });

  it('stores the same picture once', async () => {
    const bytes = await picture(300, 300);
    const before = await count();
    const first = await store(bytes, 'photo');
    const second = await store(bytes, 'photo');
    expect(second.url).toBe(first.url);
    expect(await count()).toBe(before + 1);
  });

  it("serves a picture only under its own venue's path", async () => {
    const photo = await store(await picture(64, 64), 'photo');
    const elsewhere = photo.url.replace(`/images/${t.seed.salon.id}/`, `/images/${t.seed.other.id}/`);
    expect((await t.call('GET', elsewhere)).statusCode).toBe(404);
    expect((await t.call('GET', `${API_PREFIX}/images/${t.seed.salon.id}/${'0'.repeat(64)}.webp`)).statusCode).toBe(404);
    expect((await t.call('GET', `${API_PREFIX}/images/${t.seed.salon.id}/../../etc.webp`)).statusCode).toBe(404);
  });

  it('refuses a file that is not a picture (422 on file) and a body that is not a file (415), storing nothing', async () => {
    const before = await count();
    await expect(store(Buffer.from('%PDF-1.7 not a picture'), 'photo')).rejects.toMatchObject({ code: 'VALIDATION' });
    await expect(store({ file: 'x' }, 'photo')).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    const truncated = (await picture(400, 400)).subarray(0, 200);
    await expect(store(truncated, 'photo')).rejects.toMatchObject({ code: 'VALIDATION' });
    expect(await count()).toBe(before);
  });
});
