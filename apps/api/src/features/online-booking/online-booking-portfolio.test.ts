import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';

/**
 * The portfolio (/online-booking/portfolio): pictures uploaded as raw files, stored as WebP, placed
 * last, moved and deleted, listed a page at a time; the booking page shows them in order. Demo
 * Salon starts with the demo seed's four pictures.
 */

const t = useTestApp();
const SUB = 'demo-salon';
const picture = (colour: string, width = 1200, height = 900) => sharp({ create: { width, height, channels: 3, background: colour } }).jpeg().toBuffer();
const upload = async (token: string, body: Buffer, type = 'image/jpeg') =>
  t.call('POST', 'online-booking/portfolio/store', { token, body, headers: { 'content-type': type } });
const list = async (token: string, query: Record<string, string> = {}) => t.call('GET', 'online-booking/portfolio', { token, query });
const urlsOnPage = async () => (await t.app.inject({ method: 'GET', url: `/api/v1/public/${SUB}`, remoteAddress: '10.7.0.1' })).json<{ portfolio: { url: string }[] }>().portfolio.map((p) => p.url);

describe('portfolio', () => {
  it('adds pictures last, pages them, moves and deletes them; the booking page shows them in order', async () => {
    const owner = await t.login('owner');
    const seeded = (await list(owner)).json();
    expect(seeded.meta).toMatchObject({ page: 1, per_page: 12, total: 4 });
    expect(seeded.data.map((p: { position: number }) => p.position)).toEqual([0, 1, 2, 3]);

    const added = await upload(owner, await picture('#884422', 3000, 2000));
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().message).toBe('The picture is added to the portfolio.');
    const last = added.json().data.at(-1);
    expect(last).toMatchObject({ position: 4, width: 1600, height: 1067, url: expect.stringMatching(/images\/\d+\/[0-9a-f]{64}\.webp$/) });
    expect((await t.app.inject({ method: 'GET', url: last.url })).headers['content-type']).toContain('image/webp');

    const second = (await list(owner, { page: '2', per_page: '2' })).json();
    expect(second.meta).toEqual({ page: 2, per_page: 2, total: 5, last_page: 3 });
    expect(second.data.map((p: { position: number }) => p.position)).toEqual([2, 3]);

    const moved = await t.call('POST', `online-booking/portfolio/move/${last.id}`, { token: owner, lang: 'de', body: { position: 0 } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().message).toBe('Die Reihenfolge ist gespeichert.');
    const order = (await list(owner)).json().data.map((p: { id: number }) => p.id);
    expect(order[0]).toBe(last.id);
    expect(await urlsOnPage()).toEqual((await list(owner)).json().data.map((p: { url: string }) => p.url));
    const [, b] = order;
    expect((await t.call('POST', `online-booking/portfolio/move/${b}`, { token: owner, body: { position: 99 } })).statusCode).toBe(200);
    expect((await list(owner)).json().data.map((p: { id: number }) => p.id)).toEqual([...order.filter((id: number) => id !== b), b]);

    const deleted = await t.call('POST', `online-booking/portfolio/delete/${last.id}`, { token: owner });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await list(owner)).json().meta.total).toBe(4);
    expect(await urlsOnPage()).not.toContain(last.url);
    expect((await t.call('POST', `online-booking/portfolio/delete/${last.id}`, { token: owner })).statusCode).toBe(404);
  });

  it('refuses what is not a picture, another venue\'s pictures, and a team member without the online-booking flag', async () => {
    const owner = await t.login('owner');
    expect((await upload(owner, Buffer.from('not a picture'), 'image/png')).statusCode).toBe(422);
    expect((await t.call('POST', 'online-booking/portfolio/store', { token: owner, body: { file: 'x' } })).statusCode).toBe(415);
    const [first] = (await list(owner)).json().data;
    const other = await t.login('other');
    expect((await t.call('POST', `online-booking/portfolio/move/${first.id}`, { token: other, body: { position: 0 } })).statusCode).toBe(404);
    expect((await t.call('POST', `online-booking/portfolio/delete/${first.id}`, { token: other })).statusCode).toBe(404);
    expect((await list(other)).json().meta.total).toBe(0);
    const staff = await t.login('staff');
    expect((await list(staff)).statusCode).toBe(403);
    expect((await t.call('POST', `online-booking/portfolio/move/${first.id}`, { token: owner, body: { position: -1 } })).statusCode).toBe(422);
  });
});
