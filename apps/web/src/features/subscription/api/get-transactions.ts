import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TransactionsResponse } from '@chairside/shared/subscription-account';
import { api, buildUrl } from '@/lib/api-client';

/** GET subscription/transactions: the subscription payments, newest first. */
export function useTransactions(page: number) {
  return useQuery({
    queryKey: ['subscription', 'transactions', page],
    queryFn: ({ signal }) => api.get<TransactionsResponse>('subscription/transactions', { page, per_page: 20 }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** A payment's invoice PDF (GET subscription/transactions/{id}.pdf). */
export const transactionPdfUrl = (id: number) => buildUrl(`subscription/transactions/${id}.pdf`);
