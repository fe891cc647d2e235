import type { CustomersQuery } from '@chairside/shared/customers';

/** Query keys of the customers screens; every change invalidates `all`. */
export const customerKeys = {
  all: ['customers'] as const,
  list: (query: CustomersQuery) => ['customers', 'list', query] as const,
  detail: (id: number) => ['customers', 'detail', id] as const,
  activity: (id: number) => ['customers', 'activity', id] as const,
  appointments: (id: number, kind: string, page: number) => ['customers', 'appointments', id, kind, page] as const,
  tags: ['customers', 'tags'] as const,
};
