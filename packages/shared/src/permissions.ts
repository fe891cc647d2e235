import type { Plan, Role } from './constants';

/** Permission flags of spec §6. A flag is granted when its value is above 0. */
export const PERMISSION_FLAGS = [
  'calendar',
  'calendar.own',
  'calendar.own.restricted',
  'staff',
  'permissions',
  'reviews.manage',
  'customers.manage',
  'sales.reports',
  'services.manage',
  'packages',
  'memberships',
  'discounts',
  'resources',
  'taxes',
  'settings.manage',
  'inventory',
  'edit_customer',
  'sales.invoices.void',
  'settings.business_info',
  'online-booking',
] as const;
export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];
export type PermissionMap = Record<PermissionFlag, 0 | 1>;

const all = (value: 0 | 1): PermissionMap =>
  Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, value])) as PermissionMap;
const grant = (flags: PermissionFlag[]): PermissionMap => ({
  ...all(0),
  ...Object.fromEntries(flags.map((flag) => [flag, 1])),
});

/** Default flags per role; the owner always has every flag except the "own column" limits. */
export const ROLE_PERMISSIONS: Record<Role, PermissionMap> = {
  owner: { ...all(1), 'calendar.own': 0, 'calendar.own.restricted': 0 },
  manager: {
    ...all(1),
    'calendar.own': 0,
    'calendar.own.restricted': 0,
    permissions: 0,
    'settings.business_info': 0,
  },
  receptionist: grant(['calendar', 'customers.manage', 'edit_customer', 'sales.reports', 'inventory']),
  employee: grant(['calendar', 'calendar.own']),
};

/** Fills missing flags with 0 and drops unknown keys. */
export function normalizePermissions(input: Partial<Record<string, number>> | null | undefined): PermissionMap {
  const result = all(0);
  for (const flag of PERMISSION_FLAGS) result[flag] = (input?.[flag] ?? 0) > 0 ? 1 : 0;
  return result;
}

/** The flags where `map` differs from `defaults`, in display order. */
export const differingFlags = (map: PermissionMap, defaults: PermissionMap): PermissionFlag[] =>
  PERMISSION_FLAGS.filter((flag) => map[flag] !== defaults[flag]);

/**
 * A short fingerprint of a permission map (one 0/1 per flag, in PERMISSION_FLAGS order). The web
 * sends the one of the map it holds (PERMISSIONS_STAMP_HEADER); an answer to a caller whose map has
 * changed since carries the new map (spec §6: the map is rebuilt from any response carrying it).
 */
export const permissionStamp = (map: Partial<Record<string, number>>): string =>
  PERMISSION_FLAGS.map((flag) => ((map[flag] ?? 0) > 0 ? '1' : '0')).join('');
export const PERMISSIONS_STAMP_HEADER = 'x-permissions-stamp';

export const hasPermission = (map: Partial<Record<string, number>> | null | undefined, flag: PermissionFlag) =>
  (map?.[flag] ?? 0) > 0;

/** Plan features (spec §6 "Subscription features"): 1 = available, numbers above 1 are limits. */
export const PLAN_FEATURES = [
  'calendar',
  'customers',
  'online_booking',
  'resources',
  'discounts',
  'packages',
  'memberships',
  'products',
  'inventory',
  'marketing',
  'reports_advanced',
  'reviews',
  'sms',
  'forms',
  'payments',
  'api',
  'employees',
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];
export type FeatureMap = Record<PlanFeature, number>;

/** `employees` is the number of bookable staff the plan allows (0 = unlimited, seats are billed). */
export const PLAN_FEATURE_MAP: Record<Plan, FeatureMap> = {
  manage: {
    calendar: 1, customers: 1, online_booking: 1, resources: 0, discounts: 0, packages: 0, memberships: 0,
    products: 0, inventory: 0, marketing: 0, reports_advanced: 0, reviews: 0, sms: 1, forms: 0, payments: 1,
    api: 0, employees: 2,
  },
  start: {
    calendar: 1, customers: 1, online_booking: 1, resources: 1, discounts: 1, packages: 0, memberships: 0,
    products: 1, inventory: 0, marketing: 0, reports_advanced: 0, reviews: 1, sms: 1, forms: 0, payments: 1,
    api: 0, employees: 0,
  },
  grow: {
    calendar: 1, customers: 1, online_booking: 1, resources: 1, discounts: 1, packages: 1, memberships: 1,
    products: 1, inventory: 1, marketing: 1, reports_advanced: 0, reviews: 1, sms: 1, forms: 1, payments: 1,
    api: 0, employees: 0,
  },
  pro: {
    calendar: 1, customers: 1, online_booking: 1, resources: 1, discounts: 1, packages: 1, memberships: 1,
    products: 1, inventory: 1, marketing: 1, reports_advanced: 1, reviews: 1, sms: 1, forms: 1, payments: 1,
    api: 1, employees: 0,
  },
};
