import { useQuery } from '@tanstack/react-query';
import type { TillOffers } from '@chairside/shared/sales-offers';
import { api } from '@/lib/api-client';

/** GET checkouts/offers: discounts valid today, packages and memberships for sale, and what the cart's customer holds. */
export const useTillOffers = (customerId: number | null) =>
  useQuery({
    queryKey: ['sales', 'till-offers', customerId ?? 0],
    queryFn: ({ signal }) => api.get<{ data: TillOffers }>('checkouts/offers', customerId ? { customer_id: customerId } : undefined, { signal }),
    staleTime: 30_000,
  });
