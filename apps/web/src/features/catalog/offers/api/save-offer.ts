import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DiscountBody, DiscountResponse, MembershipBody, MembershipResponse, PackageBody, PackageResponse } from '@chairside/shared/catalog-offers';
import { api } from '@/lib/api-client';
import { offerKeys, type OfferKind } from './offer-keys';

interface Saves {
  packages: { body: PackageBody; answer: PackageResponse };
  memberships: { body: MembershipBody; answer: MembershipResponse };
  discounts: { body: DiscountBody; answer: DiscountResponse };
}

/** POST <kind>/store (new, with an Idempotency-Key from the API client) or <kind>/update/{id} (every field). */
export const postOffer = <K extends OfferKind>(kind: K, id: number | null, body: Saves[K]['body']) =>
  api.post<Saves[K]['answer']>(id === null ? `${kind}/store` : `${kind}/update/${id}`, body, { silent: true });

export function useSaveOffer<K extends OfferKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: Saves[K]['body'] }) => postOffer(kind, id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKeys.all(kind) }),
  });
}
