import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ServiceBody, ServiceDetailResponse, ServiceGroupBody, ServiceGroup, ServiceResponse, ServicesResponse,
} from '@chairside/shared/catalog-services';
import { api } from '@/lib/api-client';

/** Query keys of the services screen; every change invalidates `all` and the calendar's reads (the booking dialog's catalogue). */
export const servicesKeys = {
  all: ['catalog', 'services'] as const,
  list: (archived: boolean) => ['catalog', 'services', 'list', archived ? 'archived' : 'active'] as const,
  detail: (id: number) => ['catalog', 'services', 'detail', id] as const,
};
const calendarReads = ['calendar'] as const;

/** Marked when the list's data has arrived; the list marks its paint after it (use-list-paint-measure.ts). */
export const LIST_DATA_MARK = 'catalog-services:data';

/** GET services (archived=1: the archived services), grouped and in order. */
export async function fetchServices(archived: boolean, signal?: AbortSignal) {
  const data = await api.get<ServicesResponse>('services', archived ? { archived: 1 } : undefined, { signal });
  performance.mark(LIST_DATA_MARK);
  return data;
}

export const useServices = (archived: boolean) =>
  useQuery({ queryKey: servicesKeys.list(archived), queryFn: ({ signal }) => fetchServices(archived, signal) });

/** GET services/detail/{id} (the drawer of an existing service). */
export const useServiceDetail = (id: number | null) =>
  useQuery({
    queryKey: servicesKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<ServiceDetailResponse>(`services/detail/${id}`, undefined, { signal }),
    enabled: id !== null,
  });

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: servicesKeys.all }), queryClient.invalidateQueries({ queryKey: calendarReads })]);
}

/** POST services/store (with an Idempotency-Key, added by the client) or services/update/{id}. */
export function useSaveService() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ServiceBody }) =>
      api.post<ServiceResponse>(id === null ? 'services/store' : `services/update/${id}`, body, { silent: true }),
    onSuccess,
  });
}

/** POST services/archive/{id} or services/restore/{id}; the same for service-groups. */
export function useArchive() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: ({ kind, id, restore }: { kind: 'services' | 'service-groups'; id: number; restore: boolean }) =>
      api.post<{ id: number; message: string }>(`${kind}/${restore ? 'restore' : 'archive'}/${id}`),
    onSuccess,
  });
}

/** POST service-groups/store or service-groups/update/{id}. */
export function useSaveGroup() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ServiceGroupBody }) =>
      api.post<{ group: ServiceGroup; message: string }>(id === null ? 'service-groups/store' : `service-groups/update/${id}`, body, { silent: true }),
    onSuccess,
  });
}

/** Shows a new order at once (groups, or the services of one group); a failure puts the old one back. */
export function useOrder() {
  const queryClient = useQueryClient();
  const key = servicesKeys.list(false);
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (order: { group_id?: number | null; orders: number[] }) =>
      order.group_id === undefined
        ? api.post<{ orders: number[] }>('service-groups/order', { orders: order.orders })
        : api.post<{ orders: number[] }>('services/order', order),
    onMutate: async (order) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ServicesResponse>(key);
      if (previous) queryClient.setQueryData<ServicesResponse>(key, reordered(previous, order));
      return { previous };
    },
    onError: (_error, _order, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: invalidate,
  });
}

/** The list with a new order applied (pure: the optimistic update). */
export function reordered(list: ServicesResponse, order: { group_id?: number | null; orders: number[] }): ServicesResponse {
  const sort = <T extends { id: number }>(items: T[]) => [...items].sort((a, b) => rank(order.orders, a.id) - rank(order.orders, b.id));
  if (order.group_id === undefined) return { ...list, groups: sort(list.groups) };
  if (order.group_id === null) return { ...list, ungrouped: sort(list.ungrouped) };
  return { ...list, groups: list.groups.map((g) => (g.id === order.group_id ? { ...g, services: sort(g.services) } : g)) };
}
const rank = (ids: number[], id: number) => {
  const at = ids.indexOf(id);
  return at === -1 ? ids.length : at;
};
