import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MarketplaceBody, MarketplaceResponse } from '@chairside/shared/online-booking-marketplace';
import { api } from '@/lib/api-client';

/** GET online-booking/marketplace and its save (the terms, the listing, the categories), each answering the whole listing. */
export const marketplaceKey = ['online-booking', 'marketplace'] as const;

export function useMarketplace() {
  return useQuery({ queryKey: marketplaceKey, queryFn: ({ signal }) => api.get<MarketplaceResponse>('online-booking/marketplace', undefined, { signal }) });
}

export function useSaveMarketplace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarketplaceBody) => api.post<MarketplaceResponse>('online-booking/marketplace', body, { silent: true }),
    onSuccess: (answer) => queryClient.setQueryData(marketplaceKey, answer),
  });
}
