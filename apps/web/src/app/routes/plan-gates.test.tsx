// @vitest-environment happy-dom
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAN_FEATURE_MAP } from '@chairside/shared/permissions';
import { absorbAccessFields, resetAccess } from '@/lib/can';
import { queryClient } from '@/lib/query-client';
import { eventually } from '@/test/eventually';
import { mountRoutes, type Mounted } from '@/test/mount';
import { FormsPage } from '@/features/customers/forms/components/forms-page';
import { PartnersScreen } from '@/features/inventory/components/partners-screen';
import { ResourcesScreen } from './catalogs/resources-screen';
import { OrdersScreen } from './inventory/orders-screen';
import { ProductsScreen } from './inventory/products-screen';
import { StockScreen } from './inventory/stock-screen';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * The web side of the plan gates (docs/architecture.md "Plan limits"): each plan-gated screen shows
 * the premium placeholder (with Upgrade) when the plan in effect lacks its feature, and its own
 * page when it has it. The API refuses the same writes with 403 PLAN_LIMIT (test/plan-gates.test.ts).
 */
const SCREENS: { name: string; feature: string; element: ReactElement; placeholder: string }[] = [
  { name: '/customers/forms', feature: 'forms', element: <FormsPage />, placeholder: 'customer_forms.premium_title' },
  { name: '/inventory/stock', feature: 'inventory', element: <StockScreen />, placeholder: 'inventory.stock_premium_title' },
  { name: '/inventory/orders', feature: 'inventory', element: <OrdersScreen />, placeholder: 'inventory.stock_premium_title' },
  { name: '/inventory/suppliers', feature: 'inventory', element: <PartnersScreen segment="suppliers" />, placeholder: 'inventory.stock_premium_title' },
  { name: '/inventory/brands', feature: 'products', element: <PartnersScreen segment="brands" />, placeholder: 'inventory.premium_title' },
  { name: '/inventory/products', feature: 'products', element: <ProductsScreen />, placeholder: 'inventory.premium_title' },
  { name: '/catalogs/resources', feature: 'resources', element: <ResourcesScreen />, placeholder: 'catalog_resources.premium_title' },
];

let mounted: Mounted | null = null;
beforeEach(() => {
  queryClient.clear();
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ data: [], meta: { current_page: 1, last_page: 1, per_page: 25, total: 0 }, totals: { value_cost: 0, value_retail: 0, low: 0 } }), { status: 200 })));
});
afterEach(async () => {
  await mounted?.unmount();
  mounted = null;
  vi.unstubAllGlobals();
  resetAccess();
});

describe('plan-gated screens', () => {
  it.each(SCREENS)('$name shows the premium placeholder on a plan without $feature (start or manage)', async ({ feature, element, placeholder }) => {
    // The plan that lacks it: start for grow's features, manage for start's.
    const plan = PLAN_FEATURE_MAP.start[feature as keyof typeof PLAN_FEATURE_MAP.start] ? 'manage' : 'start';
    absorbAccessFields({ subscription: PLAN_FEATURE_MAP[plan] });
    mounted = await mountRoutes([{ path: '/', element }]);
    await eventually(() => expect(mounted!.host.textContent).toContain(placeholder));
    expect(mounted.host.textContent).toContain('shell.upgrade');
  });

  it.each(SCREENS)('$name shows its own page on grow, which includes $feature', async ({ feature, element, placeholder }) => {
    expect(PLAN_FEATURE_MAP.grow[feature as keyof typeof PLAN_FEATURE_MAP.grow]).toBe(1);
    absorbAccessFields({ subscription: PLAN_FEATURE_MAP.grow });
    mounted = await mountRoutes([{ path: '/', element }]);
    await eventually(() => expect(mounted!.host.textContent!.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mounted.host.textContent).not.toContain(placeholder);
    // The screen itself rendered (not React Router's error page).
    expect(mounted.host.textContent).not.toMatch(/Unexpected Application Error|Cannot read/);
  });
});
