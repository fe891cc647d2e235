import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerDetailResponse } from '@chairside/shared/customers-profile';
import { api } from '@/lib/api-client';
import { customerKeys } from './customer-keys';

/** POST customers/archive/{id} or customers/restore/{id}. */
export const postCustomerArchive = ({ id, restore }: { id: number; restore: boolean }) =>
  api.post<CustomerDetailResponse>(`customers/${restore ? 'restore' : 'archive'}/${id}`);

export function useArchiveCustomer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postCustomerArchive, onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }) });
}
