import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerDetailResponse, CustomerUpdateBody } from '@chairside/shared/customers-profile';
import { api } from '@/lib/api-client';
import { customerKeys } from './customer-keys';

/** POST customers/update/{id}: the changed fields. */
export const postCustomerUpdate = ({ id, body }: { id: number; body: CustomerUpdateBody }) =>
  api.post<CustomerDetailResponse>(`customers/update/${id}`, body, { silent: true });

export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postCustomerUpdate,
    onSuccess: (answer) => {
      queryClient.setQueryData(customerKeys.detail(answer.customer.id), answer);
      return queryClient.invalidateQueries({ queryKey: customerKeys.all });
    },
  });
}
