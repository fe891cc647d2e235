import { useQuery } from '@tanstack/react-query';
import type { DeskPaymentsResponse } from '@chairside/shared/payments';
import { api } from '@/lib/api-client';

/**
 * GET payments/desk: the methods the desk accepts, the names it gives them, and the suggested tips
 * (set on /payments/payment). The same query key as that screen's, so a save there shows here at once.
 */
export const useDeskMethods = () =>
  useQuery({
    queryKey: ['payments', 'desk'] as const,
    queryFn: ({ signal }) => api.get<DeskPaymentsResponse>('payments/desk', undefined, { signal }),
    staleTime: 60_000,
  });
