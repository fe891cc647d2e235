import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_SUPPORT_LOGIN } from '../db/seed/demo-data';
import { useTestApp } from './test-app';

/**
 * Ids are PostgreSQL integers (issue 9 defect 3): one past 2^31 - 1 must be refused by the schema
 * (404 in a path, 422 in a body or a query), never reach the database as an overflow (500).
 */
const t = useTestApp();
let owner: string;
beforeAll(async () => {
  owner = await t.login('owner');
});

const OVER_INT = 2_147_483_648;
const OVER_BIGINT = '9223372036854775808';

describe('ids out of the integer range', () => {
  it('answers 422 to POST permissions/update with employee_id 2^31', async () => {
    const response = await t.call('POST', 'permissions/update', { token: owner, body: { employee_id: OVER_INT, role: 'employee' } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', errors: { employee_id: [expect.any(String)] } });
  });

  it('answers 422 to POST auth/support/login with venue_id 2^31', async () => {
    const response = await t.call('POST', 'auth/support/login', { body: { email: DEMO_SUPPORT_LOGIN, password: DEMO_PASSWORD, venue_id: OVER_INT } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', errors: { venue_id: [expect.any(String)] } });
  });

  it('answers 422 to POST auth/select-venue with venue_id 2^31', async () => {
    const response = await t.call('POST', 'auth/select-venue', { token: owner, body: { venue_id: OVER_INT } });
    expect(response.statusCode).toBe(422);
  });

  it('answers 404 to an id of 2^63 in a path', async () => {
    for (const path of [`employees/archive/${OVER_BIGINT}`, `appointments/details/${OVER_BIGINT}`, `employees/services/${OVER_BIGINT}`]) {
      const method = path.startsWith('employees/archive') ? 'POST' : 'GET';
      const response = await t.call(method, path, { token: owner });
      expect(response.statusCode, path).toBe(404);
      expect(response.json().code, path).toBe('NOT_FOUND');
    }
  });

  it('answers 422 to an id of 2^63 in a query string', async () => {
    const queries: { path: string; query: Record<string, string> }[] = [
      { path: 'availability/slots', query: { date_from: '2026-03-02', date_to: '2026-03-02', service_ids: '1', employee_id: OVER_BIGINT } },
      { path: 'appointments', query: { date_from: '2026-03-02', date_to: '2026-03-02', employee_ids: OVER_BIGINT } },
      { path: 'whours', query: { date_from: '2026-03-02', date_to: '2026-03-02', 'employee_ids[]': OVER_BIGINT } },
    ];
    for (const { path, query } of queries) {
      const response = await t.call('GET', path, { token: owner, query });
      expect(response.statusCode, path).toBe(422);
      expect(response.json().code, path).toBe('VALIDATION');
    }
  });
});
