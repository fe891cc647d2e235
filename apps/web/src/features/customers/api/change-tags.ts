import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerTagsBody } from '@chairside/shared/customers-profile';
import { api } from '@/lib/api-client';
import { customerKeys } from './customer-keys';

/** POST customers/tags/update: add or remove tags on the selected customers. */
export const postTags = (body: CustomerTagsBody) => api.post<{ updated: number }>('customers/tags/update', body);

export function useChangeTags() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postTags, onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }) });
}
