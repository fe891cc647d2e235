import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OfferArchiveResponse } from '@chairside/shared/catalog-offers';
import { api } from '@/lib/api-client';
import { offerKeys, type OfferKind } from './offer-keys';

/** POST <kind>/archive/{id} (off sale) or <kind>/restore/{id}. */
export const postArchiveOffer = (kind: OfferKind, id: number, restore: boolean) =>
  api.post<OfferArchiveResponse>(`${kind}/${restore ? 'restore' : 'archive'}/${id}`);

export function useArchiveOffer(kind: OfferKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, restore }: { id: number; restore: boolean }) => postArchiveOffer(kind, id, restore),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKeys.all(kind) }),
  });
}
