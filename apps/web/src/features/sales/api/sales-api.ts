import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Checkout, CheckoutItemBody, EndDayCloseBody, EndDayResponse, RefundBody, SaleDetail, SalesListResponse } from '@chairside/shared/sales';
import type { ServicesResponse } from '@chairside/shared/catalog-services';
import type { TillDiscountBody } from '@chairside/shared/sales-offers';
import type { Product } from '@chairside/shared/inventory';
import { api, buildUrl } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';

/** The sales screens' reads and writes; every write refreshes everything under ['sales'] (and the calendar's items). */
export const salesKeys = {
  all: ['sales'] as const,
  list: (query: SalesQuery) => ['sales', 'list', query] as const,
  detail: (id: number) => ['sales', 'detail', id] as const,
};

export interface SalesQuery { from?: string; to?: string; page: number; per_page: number }

export const useSales = (query: SalesQuery) =>
  useQuery({
    queryKey: salesKeys.list(query),
    queryFn: ({ signal }) => api.get<SalesListResponse>('sales', { ...query }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useSaleDetail = (id: number | null) =>
  useQuery({
    queryKey: salesKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<{ data: SaleDetail }>(`sales/detail/${id}`, undefined, { signal }),
    enabled: id !== null,
  });

/** What the till may add to a walk-in sale: the catalogue's services (with the team) and retail products, each when the caller may read them. */
export const useTillCatalogue = () =>
  useQuery({
    queryKey: ['sales', 'catalogue'],
    queryFn: async ({ signal }) => {
      const [services, products] = await Promise.all([
        api.get<ServicesResponse>('services', undefined, { signal, silent: true }).catch(() => null),
        api.get<{ data: Product[] }>('products', undefined, { signal, silent: true }).catch(() => null),
      ]);
      return {
        services: services ? [...services.groups.flatMap((group) => group.services), ...services.ungrouped] : [],
        team: services?.team ?? [],
        products: (products?.data ?? []).filter((product) => product.usage === 'retail' && !product.archived),
      };
    },
    staleTime: 60_000,
  });

export function useSalesMutation<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: salesKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['calendar'] });
    },
  });
}

export interface CartInput { items: CheckoutItemBody[]; tips: { employee_id: number; amount: number }[]; cart_discount?: TillDiscountBody | null; customer_id?: number | null }

/** POST checkouts/store (from a booking and/or items) or checkouts/update/{id}. */
export const useSaveCheckout = () =>
  useSalesMutation(({ id, appointmentId, cart }: { id: number | null; appointmentId?: number | null; cart: CartInput }) =>
    id === null
      ? api.post<{ data: Checkout }>('checkouts/store', { appointment_id: appointmentId ?? null, ...cart }, { silent: true })
      : api.post<{ data: Checkout }>(`checkouts/update/${id}`, cart, { silent: true }));

/** POST checkouts/pay/{id}: carries an Idempotency-Key (lib/idempotency.ts), so a retried pay records once. */
export const usePayCheckout = () =>
  useSalesMutation(({ id, payments }: { id: number; payments: { method: string; amount: number; tendered?: number }[] }) =>
    api.post<{ data: SaleDetail; message: string }>(`checkouts/pay/${id}`, { payments }));

export const useVoidSale = () =>
  useSalesMutation(({ id, reason }: { id: number; reason: string }) => api.post<{ data: SaleDetail; message: string }>(`sales/void/${id}`, { reason }));

export const useRefundSale = () =>
  useSalesMutation(({ id, body }: { id: number; body: RefundBody }) => api.post<{ data: SaleDetail; message: string }>(`sales/refund/${id}`, body));

export type ReceiptFormat = 'thermal' | 'a4';
/** None: the paper of the venue's receipt settings. */
export const receiptUrl = (id: number, format?: ReceiptFormat | null) => buildUrl(`sales/receipt/${id}.pdf`, { format });

/** GET sales/end-day: the day's expected takings and its closing, if closed. */
export const useEndDay = (date: string) =>
  useQuery({
    queryKey: ['sales', 'end-day', date],
    queryFn: ({ signal }) => api.get<EndDayResponse>('sales/end-day', { date }, { signal }),
    placeholderData: keepPreviousData,
  });

/** POST sales/end-day/close (idempotent): silent, so a wrong PIN shows in the PIN dialog. */
export const useCloseDay = () =>
  useSalesMutation((body: EndDayCloseBody) => api.post<EndDayResponse & { message: string }>('sales/end-day/close', body, { silent: true }));

/** GET sales/end-day/export: the day's figures as a file, saved under the server's name. */
export const downloadEndDay = (date: string, format: 'pdf' | 'xlsx') => downloadFile('sales/end-day/export', { date, format }, `end-of-day-${date}.${format}`);
