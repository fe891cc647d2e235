import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CardFlows, CardServiceResponse, ConnectLinkResponse } from '@chairside/shared/payments';
import { api } from '@/lib/api-client';

/** The venue's card service (/payments/chairside-pay) and its connect (/payments/<provider>-connect). */
export const cardServiceKeys = { service: ['payments', 'card-service'] as const };

/** GET payments/card-service: the status is the provider's, read again on each load. */
export const useCardService = () =>
  useQuery({
    queryKey: cardServiceKeys.service,
    queryFn: ({ signal }) => api.get<CardServiceResponse>('payments/card-service', undefined, { signal }),
  });

/** POST payments/card-service/update (silent: the form shows what went wrong). */
export const useSaveCardFlows = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (flows: CardFlows) => api.post<CardServiceResponse & { message: string }>('payments/card-service/update', { flows }, { silent: true }),
    onSuccess: (answer) => queryClient.setQueryData(cardServiceKeys.service, { data: answer.data }),
  });
};

/** POST payments/connect/link: where to send the browser for the provider's onboarding. */
export const useConnectLink = () =>
  useMutation({
    mutationFn: () => api.post<ConnectLinkResponse>('payments/connect/link', {}, { silent: true }),
  });
