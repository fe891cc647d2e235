import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaxSettingsBody, TaxSettingsResponse, TaxesResponse } from '@chairside/shared/catalog-taxes';
import { api } from '@/lib/api-client';
import { settingsReads, taxKeys } from './tax-keys';

/** POST taxes/settings: the default rates for services and products and the pricing mode. */
export const postTaxSettings = (body: TaxSettingsBody) => api.post<TaxSettingsResponse>('taxes/settings', body, { silent: true });

export function useSaveTaxSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postTaxSettings,
    onSuccess: ({ message: _message, ...taxes }) => {
      queryClient.setQueryData<TaxesResponse>(taxKeys.all, taxes);
      return queryClient.invalidateQueries({ queryKey: settingsReads });
    },
  });
}
