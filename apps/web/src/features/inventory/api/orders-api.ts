import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Product } from '@chairside/shared/inventory';
import type {
  PurchaseOrder, PurchaseOrderBody, PurchaseOrderDetail, PurchaseOrderReceiveBody, PurchaseOrderStatus, StockCountBody, StockCountResponse, SuggestedOrders,
} from '@chairside/shared/inventory-orders';
import { api } from '@/lib/api-client';
import { inventoryKeys } from './inventory-api';

/** Purchase orders, the stock count and product photos; every write invalidates everything under ['inventory']. */
export interface OrdersPage { data: PurchaseOrder[]; meta: { page: number; per_page: number; total: number; last_page: number } }
type Answer = { data: PurchaseOrderDetail; message: string };

export const useOrders = (status: PurchaseOrderStatus | 'open' | null, page: number, enabled = true) =>
  useQuery({
    queryKey: ['inventory', 'purchase-orders', status, page],
    queryFn: ({ signal }) => api.get<OrdersPage>('purchase-orders', { ...(status ? { status } : {}), page }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useOrder = (id: number | null) =>
  useQuery({
    queryKey: ['inventory', 'purchase-orders', 'detail', id],
    queryFn: ({ signal }) => api.get<{ data: PurchaseOrderDetail }>(`purchase-orders/detail/${id}`, undefined, { signal }),
    enabled: id !== null,
  });

export const useSuggestedOrders = (enabled: boolean) =>
  useQuery({ queryKey: ['inventory', 'purchase-orders', 'suggested'], queryFn: ({ signal }) => api.get<SuggestedOrders>('purchase-orders/suggested', undefined, { signal }), enabled });

function useInventoryWrite<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }) });
}

/** POST purchase-orders/store (with an Idempotency-Key) or purchase-orders/update/{id} (drafts only). */
export const useSaveOrder = () =>
  useInventoryWrite(({ id, body }: { id: number | null; body: PurchaseOrderBody }) => api.post<Answer>(id === null ? 'purchase-orders/store' : `purchase-orders/update/${id}`, body, { silent: true }));

/** POST purchase-orders/send|archive/{id}. */
export const useOrderAction = () =>
  useInventoryWrite(({ id, action }: { id: number; action: 'send' | 'archive' }) => api.post<Answer>(`purchase-orders/${action}/${id}`, undefined, { silent: true }));

export const useReceiveOrder = () =>
  useInventoryWrite(({ id, body }: { id: number; body: PurchaseOrderReceiveBody }) => api.post<Answer>(`purchase-orders/receive/${id}`, body, { silent: true }));

export const useStockCount = () => useInventoryWrite((body: StockCountBody) => api.post<StockCountResponse>('stock/count', body, { silent: true }));

/** POST products/photo/{id} (the picture as the body) or products/photo/delete/{id}. */
export const useProductPhoto = () =>
  useInventoryWrite(({ id, file }: { id: number; file: File | null }) =>
    api.post<{ data: Product; message: string }>(file ? `products/photo/${id}` : `products/photo/delete/${id}`, file ?? undefined, { silent: true }));
