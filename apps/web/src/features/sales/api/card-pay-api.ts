import { useQuery } from '@tanstack/react-query';
import type { Checkout } from '@chairside/shared/sales';
import type { CardRefundBody, CardRefundResponse, CheckoutCardBody, CheckoutCardResponse, TillCardServiceResponse } from '@chairside/shared/sales-card';
import { api } from '@/lib/api-client';
import { salesKeys, useSalesMutation } from './sales-api';

/** Chairside Pay at the till: may it take this cart's card, ask for it (desk, SMS, e-mail), stop waiting, refund to the card. */

export const useTillCardService = (checkoutId: number | null) =>
  useQuery({
    queryKey: [...salesKeys.all, 'card-service', checkoutId],
    queryFn: ({ signal }) => api.get<TillCardServiceResponse>('checkouts/card-service', checkoutId ? { checkout_id: checkoutId } : undefined, { signal, silent: true }),
    enabled: checkoutId !== null,
  });

/** The cart while it waits for the provider's webhook: read again every 2 s (and on demand) until paid or no longer waiting. */
export const useAwaitedCheckout = (checkoutId: number | null, waiting: boolean) =>
  useQuery({
    queryKey: [...salesKeys.all, 'checkout', checkoutId],
    queryFn: ({ signal }) => api.get<{ data: Checkout }>(`checkouts/detail/${checkoutId}`, undefined, { signal, silent: true }),
    enabled: checkoutId !== null && waiting,
    refetchInterval: (query) => (query.state.data?.data.status === 'awaiting_card' || !query.state.data ? 2000 : false),
  });

export const useStartCardPayment = () =>
  useSalesMutation(({ id, body }: { id: number; body: CheckoutCardBody }) => api.post<CheckoutCardResponse>(`checkouts/card/${id}`, body, { silent: true }));

export const useCancelCardPayment = () =>
  useSalesMutation((id: number) => api.post<CheckoutCardResponse>(`checkouts/card/cancel/${id}`, {}, { silent: true }));

export const useCardRefund = () =>
  useSalesMutation(({ id, body }: { id: number; body: CardRefundBody }) => api.post<CardRefundResponse>(`sales/card-refund/${id}`, body));
