import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaxRateBody, TaxRateResponse } from '@chairside/shared/catalog-taxes';
import { api } from '@/lib/api-client';
import { settingsReads, taxKeys } from './tax-keys';

/** POST taxes/store (with an Idempotency-Key) or taxes/update/{id}; archive/restore toggle a rate. */
export const postTaxRate = ({ id, body }: { id: number | null; body: TaxRateBody }) =>
  api.post<TaxRateResponse>(id === null ? 'taxes/store' : `taxes/update/${id}`, body, { silent: true });
export const postTaxRateArchive = ({ id, restore }: { id: number; restore: boolean }) =>
  api.post<TaxRateResponse>(`taxes/${restore ? 'restore' : 'archive'}/${id}`);

export function useSaveTaxRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postTaxRate,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: taxKeys.all }), queryClient.invalidateQueries({ queryKey: settingsReads })]),
  });
}

export function useArchiveTaxRate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postTaxRateArchive, onSuccess: () => queryClient.invalidateQueries({ queryKey: taxKeys.all }) });
}
