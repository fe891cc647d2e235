import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResourcesListResponse } from '@chairside/shared/catalog-resources';
import { api } from '@/lib/api-client';
import { calendarReads, resourceKeys } from './resource-keys';

/** POST resources/order {orders}: the ids in their new order (the calendar's resource columns follow). */
export const postResourcesOrder = (orders: number[]) => api.post<{ orders: number[] }>('resources/order', { orders });

/** Shows the new order at once; a failure puts the old one back. */
export function useOrderResources() {
  const queryClient = useQueryClient();
  const key = resourceKeys.list(false);
  return useMutation({
    mutationFn: postResourcesOrder,
    onMutate: async (orders) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ResourcesListResponse>(key);
      if (previous) {
        const byId = new Map(previous.data.map((r) => [r.id, r]));
        queryClient.setQueryData<ResourcesListResponse>(key, { ...previous, data: orders.flatMap((id) => byId.get(id) ?? []) });
      }
      return { previous };
    },
    onError: (_error, _orders, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: resourceKeys.all }), queryClient.invalidateQueries({ queryKey: calendarReads })]),
  });
}
