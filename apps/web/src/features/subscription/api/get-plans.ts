import { useQuery } from '@tanstack/react-query';
import type { PlansListResponse } from '@chairside/shared/subscription';
import { api } from '@/lib/api-client';

/** GET subscription/plans/list: the plans data (spec §3), prices in cents. */
export const plansKey = ['subscription', 'plans'] as const;

export function usePlans() {
  return useQuery({ queryKey: plansKey, queryFn: ({ signal }) => api.get<PlansListResponse>('subscription/plans/list', undefined, { signal }) });
}
