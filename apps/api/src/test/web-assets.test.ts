import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { readEnv } from '../lib/env';
import { openTestDatabase } from './test-app';
import type { Database } from '../db/client';

/** The built web app as the server sends it: the build's .br/.gz beside each asset when the browser accepts them. */
let app: App;
let database: Database;
let dist: string;
const script = `export const text = ${JSON.stringify('chairside '.repeat(400))};\n`;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'chairside-web-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Chairside</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-1.js'), script);
  fs.writeFileSync(path.join(dist, 'assets', 'app-1.js.br'), brotliCompressSync(script));
  fs.writeFileSync(path.join(dist, 'assets', 'app-1.js.gz'), gzipSync(script));
  fs.writeFileSync(path.join(dist, 'assets', 'plain-1.js'), 'export {};\n');
  database = await openTestDatabase();
  app = await buildApp({ database, env: readEnv({}), webDist: dist });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('web assets', () => {
  it('sends the brotli file to browsers that accept it, else gzip, else the plain file', async () => {
    const br = await get('/assets/app-1.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await get('/assets/app-1.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/app-1.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(script);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
  });

  it('lets browsers keep the content-named assets for a year, and makes them check index.html every visit', async () => {
    expect((await get('/assets/app-1.js', 'br')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/index.html', '/calendar']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
    const head = await app.inject({ method: 'HEAD', url: '/calendar' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/text\/html/);
  });

  it('sends files without a compressed copy as they are, and still 404s a missing asset', async () => {
    const plain = await get('/assets/plain-1.js', 'br');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect((await get('/assets/gone-1.js', 'br')).statusCode).toBe(404);
    const screen = await get('/login', 'br');
    expect(screen.statusCode).toBe(200);
    expect(screen.headers['content-type']).toMatch(/html/);
  });
});
