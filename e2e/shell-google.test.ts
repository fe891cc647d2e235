/**
 * "Sign in with Google" appears only when the installation has a Google client id (GET auth/config),
 * and only then is Google's script loaded. There is no internet in tests, so the script is served
 * by a stand-in that renders a button and hands back a credential, which the server refuses.
 */
import { describe, expect, it } from 'vitest';
import { setupE2E } from './harness';

const e2e = setupE2E({ env: { GOOGLE_CLIENT_ID: 'test-client.apps.example', GOOGLE_JWKS_URL: 'http://127.0.0.1:9/keys' } });

const STAND_IN = `
window.google = { accounts: { id: {
  initialize(options) { window.__gsi = options; },
  renderButton(parent) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Google (stand-in)';
    button.onclick = () => window.__gsi.callback({ credential: 'not-a-real-google-id-token-0123456789' });
    parent.appendChild(button);
  },
  disableAutoSelect() {},
} } };`;

describe('Google sign-in', () => {
  it('is offered when configured: the script is allowed by the page policy and a bad credential is refused inline', async () => {
    const page = await e2e.page('phone', { locale: 'en-US' });
    const scripts: string[] = [];
    await page.route('https://accounts.google.com/gsi/client', (route) => {
      scripts.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: STAND_IN });
    });
    const response = await page.goto('/login');
    expect(response?.headers()['content-security-policy']).toContain('https://accounts.google.com/gsi/');
    await page.getByRole('button', { name: 'Google (stand-in)' }).click();
    await page.getByRole('alert').filter({ hasText: 'Google' }).waitFor();
    expect(scripts).toHaveLength(1);
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});
