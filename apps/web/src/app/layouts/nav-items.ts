import type { ComponentType } from 'react';
import {
  IconAddressBook,
  IconArmchair,
  IconArrowMerge,
  IconBell,
  IconBellRinging,
  IconBox,
  IconBuildingStore,
  IconBuildingWarehouse,
  IconCalendar,
  IconCalendarCog,
  IconCash,
  IconCashRegister,
  IconCategory,
  IconChartBar,
  IconClock,
  IconClockHour9,
  IconCode,
  IconDiscount2,
  IconFileInvoice,
  IconFileText,
  IconForms,
  IconGift,
  IconHistory,
  IconLink,
  IconWorldWww,
  IconCreditCard,
  IconGavel,
  IconIdBadge,
  IconIdBadge2,
  IconKey,
  IconLock,
  IconMessage2,
  IconPackage,
  IconPalette,
  IconPhoto,
  IconPigMoney,
  IconReceipt,
  IconReceipt2,
  IconReceiptTax,
  IconRosetteDiscountCheck,
  IconScissors,
  IconSettings,
  IconShieldCheck,
  IconSignature,
  IconSpeakerphone,
  IconStack2,
  IconTag,
  IconTruckDelivery,
  IconUserCircle,
  IconUserHeart,
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
  /** Active on its own path only, not on the paths below it (a section's first page at the section's path). */
  end?: boolean;
  children?: NavItem[];
}

/** The side navigation: the sections that exist so far. Features add their entries here. */
export const NAV_SECTIONS: NavItem[] = [
  { label: 'shell.calendar', to: '/calendar', icon: IconCalendar, flag: 'calendar' },
  {
    label: 'shell.page_title_sales',
    to: '/sales',
    icon: IconCash,
    flag: 'sales.reports',
    children: [
      { label: 'reports.page_title', to: '/reports', icon: IconChartBar, flag: 'sales.reports' },
      { label: 'shell.sales_transactions', to: '/sales/transactions', icon: IconReceipt, flag: 'sales.reports' },
      { label: 'shell.invoices', to: '/sales/invoices', icon: IconFileInvoice, flag: 'sales.reports' },
      { label: 'shell.customer_deposits', to: '/sales/customer-deposits', icon: IconPigMoney, flag: 'sales.reports' },
      { label: 'shell.memberships_report', to: '/sales/memberships', icon: IconIdBadge, flag: 'sales.reports' },
      { label: 'shell.end_of_day', to: '/sales/end-day', icon: IconCashRegister, flag: 'sales.reports' },
      { label: 'shell.receipt_settings', to: '/sales/receipt', icon: IconReceipt2, flag: 'sales.reports' },
    ],
  },
  {
    label: 'shell.payments',
    to: '/payments',
    icon: IconCreditCard,
    children: [
      { label: 'shell.card_service', to: '/payments/chairside-pay', icon: IconCreditCard, flag: 'settings.business_info' },
      { label: 'shell.payment', to: '/payments/payment', icon: IconCashRegister, flag: 'settings.business_info' },
      { label: 'shell.vouchers', to: '/payments/vouchers', icon: IconGift, flag: 'sales.reports' },
    ],
  },
  {
    label: 'shell.customers',
    to: '/customers',
    icon: IconUserHeart,
    flag: 'customers.manage',
    children: [
      { label: 'shell.customers_list', to: '/customers/list', icon: IconAddressBook, flag: 'customers.manage' },
      { label: 'shell.customer_notifications', to: '/customers/notifications', icon: IconMessage2, flag: 'customers.manage' },
      { label: 'shell.customer_policy', to: '/customers/policy', icon: IconGavel, flag: 'customers.manage' },
      { label: 'shell.special_announcement', to: '/customers/announcement', icon: IconSpeakerphone, flag: 'customers.manage' },
      { label: 'shell.merge_customers', to: '/customers/merge', icon: IconArrowMerge, flag: 'customers.manage' },
      { label: 'shell.forms', to: '/customers/forms', icon: IconForms, flag: 'customers.manage' },
      { label: 'shell.form_responses', to: '/customers/form-responses', icon: IconSignature, flag: 'customers.manage' },
    ],
  },
  {
    label: 'shell.page_title_reminders',
    to: '/reminders',
    icon: IconBellRinging,
    flag: 'customers.manage',
    children: [
      { label: 'shell.reminders_settings', to: '/reminders', icon: IconBellRinging, flag: 'customers.manage', end: true },
      { label: 'shell.reminders_history', to: '/reminders/history', icon: IconHistory, flag: 'customers.manage' },
      { label: 'shell.sms_history', to: '/reminders/sms', icon: IconMessage2, flag: 'customers.manage' },
    ],
  },
  {
    label: 'shell.online_booking',
    to: '/online-booking',
    icon: IconWorldWww,
    flag: 'online-booking',
    children: [
      { label: 'shell.online_booking_settings', to: '/online-booking/booking', icon: IconCalendarCog, flag: 'online-booking' },
      { label: 'shell.online_booking_links', to: '/online-booking/links', icon: IconLink, flag: 'online-booking' },
      { label: 'shell.online_booking_appearance', to: '/online-booking/appearance', icon: IconPalette, flag: 'online-booking' },
      { label: 'shell.online_booking_embed', to: '/online-booking/embed', icon: IconCode, flag: 'online-booking' },
      { label: 'shell.online_booking_portfolio', to: '/online-booking/portfolio', icon: IconPhoto, flag: 'online-booking' },
      { label: 'shell.online_booking_marketplace', to: '/online-booking/marketplace', icon: IconBuildingStore, flag: 'online-booking' },
    ],
  },
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
    label: 'shell.inventory',
    to: '/inventory',
    icon: IconBuildingWarehouse,
    flag: 'inventory',
    children: [
      { label: 'shell.inventory_products', to: '/inventory/products', icon: IconPackage, flag: 'inventory' },
      { label: 'shell.inventory_brands', to: '/inventory/brands', icon: IconTag, flag: 'inventory' },
      { label: 'shell.inventory_orders', to: '/inventory/orders', icon: IconTruckDelivery, flag: 'inventory' },
      { label: 'shell.inventory_suppliers', to: '/inventory/suppliers', icon: IconBuildingWarehouse, flag: 'inventory' },
      { label: 'shell.inventory_stock', to: '/inventory/stock', icon: IconStack2, flag: 'inventory' },
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
  {
    label: 'shell.subscription',
    to: '/subscription',
    icon: IconRosetteDiscountCheck,
    flag: 'settings.business_info',
    children: [
      { label: 'shell.subscription_info', to: '/subscription/info', icon: IconRosetteDiscountCheck, flag: 'settings.business_info' },
      { label: 'shell.subscription_history', to: '/subscription/history', icon: IconHistory, flag: 'settings.business_info' },
      { label: 'shell.subscription_payment_details', to: '/subscription/payment-details', icon: IconCreditCard, flag: 'settings.business_info' },
    ],
  },
];
