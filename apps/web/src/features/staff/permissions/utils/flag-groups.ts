import type { PermissionFlag } from '@chairside/shared/permissions';

/** The permission flags in the groups the matrix shows them in (every flag exactly once; see the test). */
export const FLAG_GROUPS: { key: string; flags: PermissionFlag[] }[] = [
  { key: 'calendar', flags: ['calendar', 'calendar.own', 'calendar.own.restricted'] },
  { key: 'team', flags: ['staff', 'permissions'] },
  { key: 'customers', flags: ['customers.manage', 'edit_customer', 'reviews.manage'] },
  { key: 'sales', flags: ['sales.reports', 'sales.invoices.void'] },
  { key: 'catalogue', flags: ['services.manage', 'packages', 'memberships', 'discounts', 'resources', 'inventory'] },
  { key: 'venue', flags: ['settings.manage', 'settings.business_info', 'taxes', 'online-booking'] },
];

/** The phrase key part of a flag: `calendar.own` → `calendar_own`. */
export const flagKey = (flag: PermissionFlag) => flag.replace(/[.-]/g, '_');
