import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomersResponse } from '@chairside/shared/customers';
import type { Deposit, DepositsListResponse, DepositStatus, DepositStoreBody } from '@chairside/shared/sales-deposits';
import { api } from '@/lib/api-client';

/** Customer deposits (/sales/customer-deposits): the list, what a customer holds, taking and forfeiting one. */
export interface DepositsQuery { status?: DepositStatus; customer_id?: number; search?: string; page: number; per_page: number }

export const useDeposits = (query: DepositsQuery, enabled = true) =>
  useQuery({
    queryKey: ['sales', 'deposits', query],
    queryFn: ({ signal }) => api.get<DepositsListResponse>('deposits', { ...query }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** What the cart's customer holds in deposits (the till's 'Customer deposit' method). */
export const useHeldDeposits = (customerId: number | null) =>
  useDeposits({ customer_id: customerId ?? undefined, status: 'held', page: 1, per_page: 1 }, customerId !== null);

/** The customer picker of the deposit dialog: GET customers with the typed search (open to whoever may book). */
export const useCustomerSearch = (search: string) =>
  useQuery({
    queryKey: ['sales', 'deposit-customers', search],
    queryFn: ({ signal }) => api.get<CustomersResponse>('customers', { search, per_page: 10 }, { signal }),
    enabled: search.length >= 2,
    placeholderData: keepPreviousData,
  });

function useDepositMutation<T>(fn: (input: T) => Promise<{ data: Deposit; message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['sales'] }) });
}

/** POST deposits/store (idempotent). */
export const useTakeDeposit = () => useDepositMutation((body: DepositStoreBody) => api.post('deposits/store', body, { silent: true }));

/** POST deposits/forfeit/{id} (idempotent). */
export const useForfeitDeposit = () =>
  useDepositMutation(({ id, reason }: { id: number; reason: string }) => api.post(`deposits/forfeit/${id}`, { reason }, { silent: true }));
