import { useQuery } from '@tanstack/react-query';
import type { SubscriptionInfoResponse } from '@chairside/shared/subscription-account';
import { api } from '@/lib/api-client';

/** GET subscription/info: plan, seats, trial, renewal date and the card on file. */
export const subscriptionInfoKey = ['subscription', 'info'] as const;

export function useSubscriptionInfo(options: { poll?: boolean } = {}) {
  return useQuery({
    queryKey: subscriptionInfoKey,
    queryFn: ({ signal }) => api.get<SubscriptionInfoResponse>('subscription/info', undefined, { signal }),
    refetchInterval: options.poll ? 2000 : false,
  });
}
