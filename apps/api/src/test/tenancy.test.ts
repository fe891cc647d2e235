import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './test-app';
import { databaseFingerprint } from './fingerprint';
import { fillPath, routesOf, type RouteInfo } from './openapi-routes';

/**
 * Tenant isolation: every route that takes an id in its path, called by Other Venue's owner with
 * Demo Salon's ids, answers 404 (403 for the profile routes that only accept one's own id) and
 * changes nothing.
 */
let routes: RouteInfo[];
const t = useTestApp();
beforeAll(async () => {
  routes = routesOf(await (await t.call('GET', '/api/docs/json')).json()).filter((route) => route.pathParams.length > 0);
});

/** Path parameters that are not ids of tenant rows. */
// reports/{group}/{report}: names from the reports registry, not ids; payments/done/{result}: paid or cancelled.
const NOT_IDS = new Set(['lang', 'token', 'group', 'report', 'sub', 'result']);
/** The profile calls take only the caller's own employee id and answer 403 to any other. */
const OWN_ID_ONLY = [/\/employees\/update\/password\//, /\/employees\/verify\/email\//, /\/employees\/update\/email\//];

/** Which table a route's id belongs to, from the first path segment after the API prefix. */
const TABLE_BY_SEGMENT: Record<string, string> = {
  employees: 'employees',
  appointments: 'appointments',
  'block-time': 'appointments',
  customers: 'customers',
  services: 'services',
  resources: 'resources',
  taxes: 'tax_rates',
  'service-groups': 'service_groups',
  notifications: 'notifications',
  'notification-settings': 'employees',
  // settings/venue/closed-days/delete/{id} (staff/hours).
  settings: 'venue_closed_days',
  packages: 'packages',
  memberships: 'memberships',
  discounts: 'discounts',
  forms: 'customer_forms',
  'form-responses': 'customer_form_responses',
  products: 'products',
  brands: 'brands',
  suppliers: 'suppliers',
  'purchase-orders': 'purchase_orders',
  expenses: 'expenses',
  'expense-categories': 'expense_categories',
  checkouts: 'checkouts',
  sales: 'sales',
  invoices: 'sale_invoices',
  vouchers: 'gift_vouchers',
  deposits: 'customer_deposits',
  subscription: 'payment_checkouts',
  // online-booking/portfolio/move|update|delete/{id}.
  'online-booking': 'online_portfolio',
  // reports/exports/{id} and its download (the other reports/ paths take names, not ids).
  reports: 'report_exports',
};

async function salonIdFor(route: RouteInfo): Promise<number> {
  const segment = route.path.replace('/api/v1/b2b/', '').split('/')[0]!;
  const table = TABLE_BY_SEGMENT[segment];
  if (!table) throw new Error(`tenancy.test.ts: map the id of ${route.method} ${route.path} to its table`);
  const result = (await t.database.db.execute(
    sql`select id from ${sql.identifier(table)} where venue_id = ${t.seed.salon.id} order by id limit 1`,
  )) as unknown as { rows: { id: number }[] };
  const id = result.rows[0]?.id;
  if (id === undefined) throw new Error(`no ${table} row in Demo Salon for ${route.path}`);
  return id;
}

describe("another venue's ids", () => {
  it('are not found, and nothing changes', async () => {
    const token = await t.login('other');
    const idRoutes = routes.filter((route) => route.pathParams.some((name) => !NOT_IDS.has(name)));
    const before = await databaseFingerprint(t.database.db);
    for (const route of idRoutes) {
      const id = await salonIdFor(route);
      const path = fillPath(route, Object.fromEntries(route.pathParams.map((name) => [name, id])));
      const response = await t.call(route.method, path, { token, body: route.method === 'GET' ? undefined : {} });
      const expected = OWN_ID_ONLY.some((pattern) => pattern.test(route.path)) ? 403 : 404;
      // A route whose body has required fields validates it first: its own tests prove the id check
      // with a valid body; here it must at least not succeed.
      const allowed = route.body?.required?.length ? [expected, 422] : [expected];
      expect(allowed, `${route.method} ${path} → ${response.statusCode}: ${response.body.slice(0, 200)}`).toContain(response.statusCode);
    }
    const after = await databaseFingerprint(t.database.db);
    const changed = Object.keys(before).filter((table) => before[table] !== after[table] && table !== 'sessions');
    expect(changed).toEqual([]);
  });
});
