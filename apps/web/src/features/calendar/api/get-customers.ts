import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CUSTOMER_PAGE_SIZE, type CustomersResponse } from '@chairside/shared/customers';
import { api } from '@/lib/api-client';
import { calendarKeys } from './calendar-keys';

/** GET customers?search=: the booking dialog's customer search (every word must match name, phone or e-mail). */
export const fetchCustomers = (search: string, signal?: AbortSignal) =>
  api.get<CustomersResponse>('customers', { search: search.trim() || undefined, page: 1, per_page: CUSTOMER_PAGE_SIZE }, { signal, silent: true });

/** The first page for `search`; the previous answer stays shown while the next one loads. */
export function useCustomerSearch(search: string, enabled: boolean) {
  const term = search.trim();
  return useQuery({
    queryKey: calendarKeys.customers(term),
    queryFn: ({ signal }) => fetchCustomers(term, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
