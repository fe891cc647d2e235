import { Navigate, type RouteObject } from 'react-router';
import { PermissionGate } from '../guards/permission-gate';
import { screen } from '../lazy-screen';

/** /catalogs and /inventory (spec §2.3). */
export const catalogueRoutes: RouteObject[] = [
  {
    path: 'catalogs',
    handle: { crumb: 'shell.catalogs', crumbTo: '/catalogs/services' },
    children: [
      { index: true, element: <Navigate to="services" replace /> },
      {
        element: <PermissionGate flag="services.manage" />,
        children: [
          {
            path: 'services',
            handle: { crumb: 'shell.catalog_services' },
            lazy: screen(() => import('../routes/catalogs/services-screen'), 'ServicesScreen'),
          },
        ],
      },
      {
        element: <PermissionGate flag="packages" />,
        children: [
          {
            path: 'packages',
            handle: { crumb: 'shell.catalog_packages' },
            lazy: screen(() => import('../routes/catalogs/packages-screen'), 'PackagesScreen'),
          },
        ],
      },
      {
        element: <PermissionGate flag="memberships" />,
        children: [
          {
            path: 'memberships',
            handle: { crumb: 'shell.catalog_memberships' },
            lazy: screen(() => import('../routes/catalogs/memberships-screen'), 'MembershipsScreen'),
          },
        ],
      },
      {
        element: <PermissionGate flag="discounts" />,
        children: [
          {
            path: 'discounts',
            handle: { crumb: 'shell.catalog_discounts' },
            lazy: screen(() => import('../routes/catalogs/discounts-screen'), 'DiscountsScreen'),
          },
        ],
      },
      {
        element: <PermissionGate flag="taxes" />,
        children: [
          {
            path: 'taxation',
            handle: { crumb: 'shell.catalog_taxes' },
            lazy: screen(() => import('../routes/catalogs/taxes-screen'), 'TaxesScreen'),
          },
        ],
      },
      {
        element: <PermissionGate flag="resources" />,
        children: [
          {
            path: 'resources',
            handle: { crumb: 'shell.catalog_resources' },
            lazy: screen(() => import('../routes/catalogs/resources-screen'), 'ResourcesScreen'),
          },
        ],
      },
    ],
  },
  {
    path: 'inventory',
    element: <PermissionGate flag="inventory" />,
    handle: { crumb: 'shell.inventory', crumbTo: '/inventory/products' },
    children: [
      { index: true, element: <Navigate to="products" replace /> },
      {
        path: 'products',
        handle: { crumb: 'shell.inventory_products' },
        lazy: screen(() => import('../routes/inventory/products-screen'), 'ProductsScreen'),
      },
      {
        path: 'brands',
        handle: { crumb: 'shell.inventory_brands' },
        lazy: screen(() => import('../routes/inventory/brands-screen'), 'BrandsScreen'),
      },
      {
        path: 'orders',
        handle: { crumb: 'shell.inventory_orders' },
        lazy: screen(() => import('../routes/inventory/orders-screen'), 'OrdersScreen'),
      },
      {
        path: 'suppliers',
        handle: { crumb: 'shell.inventory_suppliers' },
        lazy: screen(() => import('../routes/inventory/suppliers-screen'), 'SuppliersScreen'),
      },
      {
        path: 'stock',
        handle: { crumb: 'shell.inventory_stock' },
        lazy: screen(() => import('../routes/inventory/stock-screen'), 'StockScreen'),
      },
    ],
  },
];
