import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, screenshot, setupE2E } from './harness';

const e2e = setupE2E();
const webBuilt = fs.existsSync(path.join(ROOT, 'apps', 'web', 'dist', 'index.html'));

describe('smoke', () => {
  it('answers /api/health in Chromium', async () => {
    const page = await e2e.page('desktop');
    const response = await page.goto('/api/health');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toContain('application/json');
    expect(JSON.parse(await page.innerText('body'))).toEqual({ ok: true });
  });

  it('serves the root page: the web app when it is built, a JSON 404 otherwise', async () => {
    const page = await e2e.page('phone');
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const response = await page.goto('/');
    if (webBuilt) {
      expect(response?.status()).toBe(200);
      // The app mounts (whatever screen a signed-out visitor lands on) without an uncaught error.
      await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0, undefined, { timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      expect(pageErrors).toEqual([]);
      await screenshot(page, 'smoke-root-phone');
    } else {
      expect(response?.status()).toBe(404);
      expect(JSON.parse(await page.innerText('body'))).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});
