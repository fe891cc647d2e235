import type { ComponentType } from 'react';
import {
  IconBell,
  IconBox,
  IconCategory,
  IconDiscount2,
  IconIdBadge2,
  IconReceiptTax,
  IconArmchair,
  IconScissors,
  IconBuildingStore,
  IconCalendar,
  IconCalendarCog,
  IconClock,
  IconClockHour9,
  IconFileText,
  IconKey,
  IconLock,
  IconSettings,
  IconShieldCheck,
  IconUserCircle,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { PermissionFlag } from '@chairside/shared/permissions';

export interface NavItem {
  /** Translation key. */
  label: string;
  to: string;
  icon: ComponentType<{ size?: number | string; stroke?: number; 'aria-hidden'?: boolean }>;
  /** Hidden when this permission flag is missing or zero. */
  flag?: PermissionFlag;
  children?: NavItem[];
}

/** The side navigation: the sections that exist so far. Features add their entries here. */
export const NAV_SECTIONS: NavItem[] = [
  { label: 'shell.calendar', to: '/calendar', icon: IconCalendar, flag: 'calendar' },
  {
    label: 'shell.staff',
    to: '/staff',
    icon: IconUsersGroup,
    flag: 'staff',
    children: [
      { label: 'shell.staff_list', to: '/staff/list', icon: IconUsers, flag: 'staff' },
      { label: 'shell.working_hours', to: '/staff/working-hours', icon: IconClock, flag: 'staff' },
      { label: 'shell.venue_working_hours', to: '/staff/venue-working-hours', icon: IconClockHour9, flag: 'staff' },
      { label: 'shell.permissions', to: '/staff/permissions', icon: IconLock, flag: 'permissions' },
      { label: 'shell.notification_settings', to: '/staff/notification-settings', icon: IconBell, flag: 'staff' },
      { label: 'shell.staff_pin', to: '/staff/pin', icon: IconKey, flag: 'staff' },
    ],
  },
  {
    label: 'shell.catalogs',
    to: '/catalogs',
    icon: IconCategory,
    flag: 'services.manage',
    children: [
      { label: 'shell.catalog_services', to: '/catalogs/services', icon: IconScissors, flag: 'services.manage' },
      { label: 'shell.catalog_packages', to: '/catalogs/packages', icon: IconBox, flag: 'packages' },
      { label: 'shell.catalog_memberships', to: '/catalogs/memberships', icon: IconIdBadge2, flag: 'memberships' },
      { label: 'shell.catalog_discounts', to: '/catalogs/discounts', icon: IconDiscount2, flag: 'discounts' },
      { label: 'shell.catalog_taxes', to: '/catalogs/taxation', icon: IconReceiptTax, flag: 'taxes' },
      { label: 'shell.catalog_resources', to: '/catalogs/resources', icon: IconArmchair, flag: 'resources' },
    ],
  },
  {
    label: 'shell.settings',
    to: '/settings',
    icon: IconSettings,
    flag: 'settings.manage',
    children: [
      { label: 'shell.business_profile', to: '/settings/business-profile', icon: IconBuildingStore, flag: 'settings.manage' },
      { label: 'shell.schedule_settings', to: '/settings/schedule', icon: IconCalendarCog, flag: 'settings.manage' },
      { label: 'shell.policy_settings', to: '/settings/policy', icon: IconFileText, flag: 'settings.manage' },
    ],
  },
];

/** Personal pages, at the bottom of the side navigation. */
export const ACCOUNT_ITEMS: NavItem[] = [
  {
    label: 'shell.profile',
    to: '/profile',
    icon: IconUserCircle,
    children: [
      { label: 'shell.profile_settings', to: '/profile/settings', icon: IconSettings },
      { label: 'shell.data_preferences', to: '/profile/data-preferences', icon: IconShieldCheck },
    ],
  },
];
