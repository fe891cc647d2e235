import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';

const t = useTestApp();

describe('compressed JSON answers', () => {
  it('sends the translations brotli- or gzip-compressed to a client that accepts it, the same phrases once decoded', async () => {
    const plain = await t.call('GET', 'translations/en-us');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    const phrases = plain.json<{ phrases: Record<string, string> }>().phrases;

    const br = await t.call('GET', 'translations/en-us', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString()).phrases).toEqual(phrases);

    const gzip = await t.call('GET', 'translations/en-us', { headers: { 'accept-encoding': 'gzip;q=1, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString()).phrases).toEqual(phrases);
  });

  it("compresses a venue's answers too, and leaves small ones as they are", async () => {
    const token = await t.login('owner');
    const settings = await t.call('GET', 'settings/initial', { token, headers: { 'accept-encoding': 'br' } });
    expect(settings.statusCode).toBe(200);
    expect(settings.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(settings.rawPayload).toString())).toHaveProperty('timezone');
    const health = await t.call('GET', '/api/health', { headers: { 'accept-encoding': 'br' } });
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
