import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Movement, Partner, PartnerBody, Product, ProductBody, StockAdjustBody, StockQuery, StockResponse } from '@chairside/shared/inventory';
import type { TaxesResponse } from '@chairside/shared/catalog-taxes';
import { api } from '@/lib/api-client';

/** The inventory screens' reads and writes; every write invalidates everything under ['inventory']. */
export const inventoryKeys = {
  all: ['inventory'] as const,
  products: (archived: boolean, search: string) => ['inventory', 'products', archived, search] as const,
  partners: (segment: PartnerSegment, archived: boolean) => ['inventory', segment, archived] as const,
  stock: (query: StockQuery) => ['inventory', 'stock', query] as const,
};
export type PartnerSegment = 'brands' | 'suppliers';

export interface ProductsList { data: Product[]; exact_id: number | null; categories: string[] }

export const useProducts = (archived: boolean, search: string, enabled = true) =>
  useQuery({
    queryKey: inventoryKeys.products(archived, search),
    queryFn: ({ signal }) => api.get<ProductsList>('products', { ...(archived ? { archived: 1 } : {}), ...(search ? { search } : {}) }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const usePartners = (segment: PartnerSegment, archived: boolean, enabled = true) =>
  useQuery({
    queryKey: inventoryKeys.partners(segment, archived),
    queryFn: ({ signal }) => api.get<{ data: Partner[] }>(segment, archived ? { archived: 1 } : undefined, { signal }),
    enabled,
  });

/** GET stock: one page (the totals are over every match); the last page stays on screen while the next loads. */
export const useStock = (query: StockQuery, enabled = true) =>
  useQuery({
    queryKey: inventoryKeys.stock(query),
    queryFn: ({ signal }) => api.get<StockResponse>('stock', { ...query }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

function useInventoryMutation<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }) });
}

/** POST products/store (with an Idempotency-Key) or products/update/{id}. */
export const useSaveProduct = () =>
  useInventoryMutation(({ id, body }: { id: number | null; body: ProductBody }) =>
    api.post<{ data: Product; message: string }>(id === null ? 'products/store' : `products/update/${id}`, body, { silent: true }));

export const useSavePartner = (segment: PartnerSegment) =>
  useInventoryMutation(({ id, body }: { id: number | null; body: PartnerBody }) =>
    api.post<{ data: Partner; message: string }>(id === null ? `${segment}/store` : `${segment}/update/${id}`, body, { silent: true }));

/** POST {segment}/archive/{id} or {segment}/restore/{id}. */
export const useArchive = (segment: PartnerSegment | 'products') =>
  useInventoryMutation(({ id, restore }: { id: number; restore: boolean }) => api.post<{ message: string }>(`${segment}/${restore ? 'restore' : 'archive'}/${id}`));

export const useAdjustStock = () =>
  useInventoryMutation((body: StockAdjustBody) => api.post<{ data: Movement; on_hand: number; message: string }>('stock/adjust', body, { silent: true }));

/** GET taxes: the rates a product may carry (empty when the caller may not read them: the venue's default applies). */
export const useTaxRates = () =>
  useQuery({ queryKey: ['inventory', 'taxes'], queryFn: ({ signal }) => api.get<TaxesResponse>('taxes', undefined, { signal, silent: true }), retry: false });
