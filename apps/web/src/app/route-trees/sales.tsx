import { Navigate, type Params, type RouteObject } from 'react-router';
import { REPORT_GROUPS, reportTitleKey } from '@chairside/shared/report-paths';
import { PermissionGate } from '../guards/permission-gate';
import { screen } from '../lazy-screen';

const reportsHub = screen(() => import('../routes/reports/reports-hub-screen'), 'ReportsHubScreen');
const reportScreen = screen(() => import('../routes/reports/report-screen'), 'ReportScreen');
const endDayScreen = screen(() => import('../routes/sales/end-day-screen'), 'EndDayScreen');
const reportExportScreen = screen(() => import('../routes/reports/report-export-screen'), 'ReportExportScreen');

/**
 * /reports: the hub, a group, a report; trail calendar > sales > group > report (spec §2.3). Param
 * routes (the screens send an unknown group or report back to the hub), so the registry stays out of
 * the first screen's bundle.
 */
const knownGroup = (group?: string) => (REPORT_GROUPS as readonly string[]).includes(group ?? '');
const reportRoutes: RouteObject = {
  path: 'reports',
  element: <PermissionGate flag="sales.reports" />,
  handle: { crumb: 'shell.page_title_sales', crumbTo: '/reports' },
  children: [
    { index: true, lazy: reportsHub },
    // The end-of-day report is the till's own screen, reached from the reports too (spec §2.3).
    { path: 'end-day', handle: { crumb: 'shell.end_of_day' }, lazy: endDayScreen },
    // A background export, linked from the bell.
    { path: 'exports/:id', handle: { crumb: 'reports.export_title' }, lazy: reportExportScreen },
    {
      path: ':group',
      handle: { crumb: ({ group }: Params) => (knownGroup(group) ? `reports.group_${group}` : undefined), crumbTo: ({ group }: Params) => `/reports/${group}` },
      children: [
        { index: true, lazy: reportsHub },
        { path: ':report', handle: { crumb: ({ group = '', report = '' }: Params) => (knownGroup(group) ? reportTitleKey({ group, report }) : undefined) }, lazy: reportScreen },
      ],
    },
  ],
};

/** The money screens: /reports (hub, group, report), /sales and /payments (spec §2.3). */
export const salesRoutes: RouteObject[] = [
  reportRoutes,
  {
    path: 'sales',
    element: <PermissionGate flag="sales.reports" />,
    handle: { crumb: 'shell.page_title_sales', crumbTo: '/sales/transactions' },
    children: [
      { index: true, element: <Navigate to="transactions" replace /> },
      {
        path: 'transactions',
        handle: { crumb: 'shell.sales_transactions' },
        lazy: screen(() => import('../routes/sales/transactions-screen'), 'TransactionsScreen'),
      },
      {
        path: 'invoices',
        handle: { crumb: 'shell.invoices' },
        lazy: screen(() => import('../routes/sales/invoices-screen'), 'InvoicesScreen'),
      },
      {
        path: 'customer-deposits',
        handle: { crumb: 'shell.customer_deposits' },
        lazy: screen(() => import('../routes/sales/customer-deposits-screen'), 'CustomerDepositsScreen'),
      },
      {
        path: 'memberships',
        handle: { crumb: 'shell.memberships_report' },
        lazy: screen(() => import('../routes/sales/membership-sales-screen'), 'MembershipSalesScreen'),
      },
      {
        path: 'end-day',
        handle: { crumb: 'shell.end_of_day' },
        lazy: endDayScreen,
      },
      {
        path: 'receipt',
        handle: { crumb: 'shell.receipt_settings' },
        lazy: screen(() => import('../routes/sales/receipt-settings-screen'), 'ReceiptSettingsScreen'),
      },
    ],
  },
  {
    path: 'payments',
    handle: { crumb: 'shell.payments', crumbTo: '/payments/vouchers' },
    children: [
      { index: true, element: <Navigate to="vouchers" replace /> },
      {
        element: <PermissionGate flag="sales.reports" />,
        children: [{ path: 'vouchers', handle: { crumb: 'shell.vouchers' }, lazy: screen(() => import('../routes/payments/vouchers-screen'), 'VouchersScreen') }],
      },
      {
        // The venue's own card service (spec §2.3, §6: settings.business_info): its page is named after
        // the product (CARD_SERVICE_PATH), its connect after the provider in use (connectPath).
        element: <PermissionGate flag="settings.business_info" />,
        children: [
          {
            handle: { crumb: 'shell.card_service', crumbTo: '/payments/chairside-pay' },
            children: [
              { path: 'chairside-pay', lazy: screen(() => import('../routes/payments/card-service-screen'), 'CardServiceScreen') },
              ...['sandbox', 'stripe'].map((provider) => ({
                path: `${provider}-connect`,
                handle: { crumb: 'shell.card_connect' },
                lazy: screen(() => import('../routes/payments/connect-screen'), 'ConnectScreen'),
              })),
            ],
          },
          { path: 'payment', handle: { crumb: 'shell.payment' }, lazy: screen(() => import('../routes/payments/desk-payment-screen'), 'DeskPaymentScreen') },
        ],
      },
    ],
  },
];
