import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CustomersQuery, CustomersResponse } from '@chairside/shared/customers';
import { api, type Query } from '@/lib/api-client';
import { customerKeys } from './customer-keys';

/** GET customers with the list's filters, sort and page. */
export const fetchCustomers = (query: CustomersQuery, signal?: AbortSignal) => api.get<CustomersResponse>('customers', query as Query, { signal });

/** The page keeps showing while the next one loads (no flash on typing or paging). */
export const useCustomers = (query: CustomersQuery) =>
  useQuery({ queryKey: customerKeys.list(query), queryFn: ({ signal }) => fetchCustomers(query, signal), placeholderData: keepPreviousData });
