import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MergeBody, MergeResponse } from '@chairside/shared/customers-transfer';
import { api } from '@/lib/api-client';
import { customerReads } from './merge-keys';

/** POST customers/merge (with an Idempotency-Key) and POST customers/merge/undo/{id}. */
export const postMerge = (body: MergeBody) => api.post<MergeResponse>('customers/merge', body, { silent: true });
export const postUndoMerge = (id: number) => api.post<MergeResponse>(`customers/merge/undo/${id}`, undefined, { silent: true });

export function useMergeCustomers() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postMerge, onSuccess: () => queryClient.invalidateQueries({ queryKey: customerReads }) });
}

export function useUndoMerge() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postUndoMerge, onSuccess: () => queryClient.invalidateQueries({ queryKey: customerReads }) });
}
