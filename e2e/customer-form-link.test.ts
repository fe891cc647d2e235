/**
 * A form link before the visit (Chromium, a phone by touch): a customer booked for tomorrow for a
 * service whose form is asked by link gets the link by e-mail when the link job runs (it runs as
 * the server starts: the server is restarted on the same data folder once the booking exists). On
 * a phone, without signing in, they answer the questions with taps, sign with a finger on the
 * signature pad (real touch input: the pad's pointer events come as pointerType "touch") and send
 * it. The response, with its signature, is then in /customers/form-responses under that booking;
 * the link cannot be used again. The page passes axe before and after sending.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices, type Browser, type Page } from 'playwright-core';
import type { FormResponse, ResponseDetail, ResponsesResponse } from '@chairside/shared/customer-forms';
import { apiLogin, axeViolations, launchBrowser, newPage, signIn, startServer, type ServerHandle } from './harness';
import { apiAs, book, calendarFixture, type Api } from './calendar-helpers';
import { seededTemplate } from './seeded-template';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chairside-form-link-'));
fs.chmodSync(dataDir, 0o755);
let server: ServerHandle | undefined;
let browser: Browser | undefined;

const SCREEN = { width: 390, height: 844 };
const { defaultBrowserType: _webkit, ...iPhone13 } = devices['iPhone 13']!;
const PHONE = { ...iPhone13, viewport: SCREEN, screen: SCREEN, deviceScaleFactor: 3, isMobile: true, hasTouch: true, locale: 'en-US' };
const EMAIL = 'lena.linkfield@example.test';

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startServer({ dataDir, copyOf: await seededTemplate() });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The customer's booking tomorrow, for a service whose new form is asked by link: the form's id, the customer's and the booking's. */
async function bookedWithForm(api: Api) {
  const fx = await calendarFixture(api, 1);
  const form = await api.post<FormResponse>('forms/store', {
    name: 'Lash lift consent',
    description: 'Two questions and your signature.',
    fields: [
      { id: 'lenses', type: 'yes_no', label: 'Do you wear contact lenses?', required: true },
      { id: 'eyes', type: 'single_choice', label: 'How sensitive are your eyes?', required: true, options: ['Not at all', 'A little', 'Very'] },
      { id: 'notes', type: 'short_text', label: 'Anything we should know?' },
      { id: 'sign', type: 'signature', label: 'Your signature', required: true },
    ],
    service_ids: [fx.serviceId],
    ask_by_link: true,
    ask_at_desk: false,
  });
  expect(form.status, JSON.stringify(form.body)).toBe(200);
  const customer = await api.post<{ customer: { id: number } }>('customers/store', { first_name: 'Lena', last_name: 'Linkfield', email: EMAIL, phone: '+31 6 1234 5678' });
  // (A retried test finds the customer it made the first time.)
  expect([200, 422], JSON.stringify(customer.body)).toContain(customer.status);
  const { date: today } = await api.get<{ date: string }>('resources');
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const item = await book(api, { customer_id: customer.body.customer.id, date: tomorrow, force: true, services: [{ service_id: fx.serviceId, employee_id: fx.employees[0]!.id, start_time: '12:00' }] });
  return { formId: form.body.data.id, customerId: customer.body.customer.id, appointmentId: item.id };
}

/** Draws one stroke with a finger: real touch input through the DevTools protocol (the browser turns it into pointer events). */
async function signWithFinger(page: Page, box: { x: number; y: number; width: number; height: number }): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const at = (i: number) => ({ x: box.x + 24 + i * ((box.width - 48) / 14), y: box.y + box.height * (0.6 - 0.3 * Math.sin(i / 2)) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at(0)] });
  for (let i = 1; i <= 14; i += 1) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at(i)] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

describe('a form link on a phone', () => {
  it('is mailed before the visit, filled and signed by touch, lands in the responses under the booking, and cannot be used twice', async () => {
    const booked = await bookedWithForm(apiAs(server!.url, await apiLogin(server!.url, 'owner')));

    // The link job runs as the server starts: restart it on the same data, then read the mail in the venue's outbox.
    await server!.stop();
    server = await startServer({ dataDir });
    const api = apiAs(server.url, await apiLogin(server.url, 'owner'));
    let link = '';
    await expect
      .poll(async () => {
        const outbox = await api.get<{ data: { to: string; text: string }[] }>('settings/outbox?per_page=100');
        link = /https?:\/\/\S+\/form\/[\w-]+/.exec(outbox.data.find((mail) => mail.to === EMAIL)?.text ?? '')?.[0] ?? '';
        return link;
      }, { timeout: 30_000 })
      .not.toBe('');
    expect(link.startsWith(`${server.url}/form/`)).toBe(true);

    // The customer, on their phone, not signed in.
    const page = await newPage(browser!, SCREEN, PHONE);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Lash lift consent' }).waitFor();
    await page.getByText('Hello Lena').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 'no sideways scrolling').toBeLessThanOrEqual(0);
    expect(await axeViolations(page), 'the public form').toEqual([]);

    // Sending it unanswered is refused on the page, question by question.
    await page.getByRole('button', { name: 'Send' }).tap();
    await page.getByText('Please sign here.').waitFor();

    await page.locator('[data-yes-no="lenses"]').getByText('No', { exact: true }).tap();
    await page.getByRole('radio', { name: 'A little' }).tap();
    await page.getByLabel('Anything we should know?').fill('Mascara allergy years ago.');
    const pad = page.locator('[data-signature-pad]');
    await pad.scrollIntoViewIfNeeded();
    await pad.evaluate((canvas) => {
      const seen: string[] = [];
      canvas.addEventListener('pointerdown', (event) => seen.push((event as PointerEvent).pointerType));
      (window as unknown as { seenPointers: string[] }).seenPointers = seen;
    });
    await signWithFinger(page, (await pad.boundingBox())!);
    expect(await page.evaluate(() => (window as unknown as { seenPointers: string[] }).seenPointers)).toEqual(['touch']);
    await expect.poll(() => page.getByRole('button', { name: 'Undo last stroke' }).isEnabled()).toBe(true);
    // A tap right after the finger leaves the pad is, to Chrome, the second tap of a double tap (no click): a person pauses.
    await page.waitForTimeout(600);
    await page.getByRole('button', { name: 'Send' }).tap();
    await page.getByRole('heading', { name: 'All done' }).waitFor();
    await page.getByText('Thank you! Your answers have been sent.').waitFor();
    expect(await axeViolations(page), 'sent').toEqual([]);

    // The link was for one use: opened again, it says so.
    await page.goto(link);
    await page.getByText('This link has already been used or has expired.').waitFor();

    // At the venue: the response is under the customer and the booking, with the signature drawn.
    const responses = await api.get<ResponsesResponse>(`form-responses?customer_id=${booked.customerId}`);
    expect(responses.data).toEqual([expect.objectContaining({ form_id: booked.formId, appointment_id: booked.appointmentId, source: 'link', has_signature: true })]);
    const detail = await api.get<{ data: ResponseDetail }>(`form-responses/detail/${responses.data[0]!.id}`);
    expect(detail.data.answers).toMatchObject({ lenses: false, eyes: 'A little', notes: 'Mascara allergy years ago.', sign: true });

    const desk = await newPage(browser!, 'laptop', { baseURL: server.url, locale: 'en-US' });
    await signIn(desk, server.url, 'owner');
    await desk.goto(`/customers/form-responses`);
    const row = desk.locator(`[data-response-row="${responses.data[0]!.id}"]`);
    await row.waitFor();
    await row.getByText('Lena Linkfield').waitFor();
    await row.getByRole('button').click();
    const opened = desk.locator('[data-response-detail]');
    await opened.getByText('How sensitive are your eyes?').waitFor();
    const src = await opened.locator('img[data-signature-image]').getAttribute('src');
    expect(src).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect(Buffer.from(src!.split(',')[1]!, 'base64').length).toBeGreaterThan(500);
  });
});
