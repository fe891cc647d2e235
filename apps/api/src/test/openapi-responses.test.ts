import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../db/seed/demo-data';
import { useTestApp } from './test-app';

/**
 * Every route of the OpenAPI document declares what it answers (issue 8 §4): each success (2xx)
 * and navigation (302) status it lists has a JSON schema, and it lists at least one of them.
 */
interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

const t = useTestApp();
/** Routes whose success is server-driven navigation (302, spec §4) rather than a 2xx. */
const NAVIGATES = /\/auth\/(login|select-venue|signup|setup-password|reset-password|social|support\/login)$/;
const isAnswer = (status: string) => /^2\d\d$/.test(status) || status === '302';
const hasSchema = (response: NonNullable<Operation['responses']>[string]) => !!response.content?.['application/json']?.schema;

describe('OpenAPI response schemas', () => {
  it('declares a response schema for the success status of every route', async () => {
    const doc = (await t.call('GET', '/api/docs/json')).json<{ paths: Record<string, Record<string, Operation>> }>();
    const missing: string[] = [];
    let routes = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        routes += 1;
        const answers = Object.entries(operation.responses ?? {}).filter(([status]) => isAnswer(status));
        const success = answers.filter(([status]) => (NAVIGATES.test(path) ? status === '302' : status.startsWith('2')));
        const bare = answers.filter(([, response]) => !hasSchema(response)).map(([status]) => status);
        if (!success.length || bare.length) missing.push(`${method.toUpperCase()} ${path} ${bare.join(',') || 'no success status'}`);
      }
    }
    expect(routes).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });

  it('sends the declared 302 from a venue route before a venue is chosen (checked by its schema)', async () => {
    const login = await t.call('POST', 'auth/login', { body: { email: DEMO_LOGINS.multi, password: DEMO_PASSWORD } });
    const { token, venues } = login.json<{ token: string; venues: unknown[] }>();
    for (const path of ['appointments?date_from=2026-03-02&date_to=2026-03-02', 'resources', 'customers']) {
      const response = await t.call('GET', path, { token });
      expect(response.statusCode, path).toBe(302);
      expect(response.json(), path).toEqual({ action: 'select_venue', venues });
    }
  });
});
