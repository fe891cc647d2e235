import { useQuery } from '@tanstack/react-query';
import type { DiscountsResponse, MembershipsResponse, PackagesResponse } from '@chairside/shared/catalog-offers';
import { api } from '@/lib/api-client';
import { offerKeys, type OfferKind } from './offer-keys';

export interface OfferLists {
  packages: PackagesResponse;
  memberships: MembershipsResponse;
  discounts: DiscountsResponse;
}

/** GET packages | memberships | discounts (archived=1: the archived ones), by name. */
export const fetchOffers = <K extends OfferKind>(kind: K, archived: boolean, signal?: AbortSignal) =>
  api.get<OfferLists[K]>(kind, archived ? { archived: 1 } : undefined, { signal });

export const useOffers = <K extends OfferKind>(kind: K, archived: boolean) =>
  useQuery({ queryKey: offerKeys.list(kind, archived), queryFn: ({ signal }) => fetchOffers(kind, archived, signal) });
