import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeskPayments, DeskPaymentsResponse } from '@chairside/shared/payments';
import { api } from '@/lib/api-client';

/** The desk's payment methods and tips (/payments/payment). */
export const deskPaymentsKeys = { desk: ['payments', 'desk'] as const };

/** GET payments/desk */
export const useDeskPayments = () =>
  useQuery({
    queryKey: deskPaymentsKeys.desk,
    queryFn: ({ signal }) => api.get<DeskPaymentsResponse>('payments/desk', undefined, { signal }),
  });

/** POST payments/desk/update (silent: the form shows field errors itself). */
export const useSaveDeskPayments = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeskPayments) => api.post<DeskPaymentsResponse & { message: string }>('payments/desk/update', body, { silent: true }),
    onSuccess: (answer) => queryClient.setQueryData(deskPaymentsKeys.desk, { data: answer.data }),
  });
};
