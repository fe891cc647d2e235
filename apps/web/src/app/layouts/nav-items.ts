import type { ComponentType } from 'react';
import { IconCalendar, IconSettings, IconShieldCheck, IconUserCircle } from '@tabler/icons-react';
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
export const NAV_SECTIONS: NavItem[] = [{ label: 'shell.calendar', to: '/calendar', icon: IconCalendar, flag: 'calendar' }];

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
