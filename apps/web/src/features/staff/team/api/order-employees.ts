import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmployeesResponse } from '@chairside/shared/staff-team';
import { api } from '@/lib/api-client';
import { calendarReads, teamKeys } from './team-keys';

/** POST employees/order {orders}: the ids in their new order (the calendar's columns follow). */
export const postEmployeesOrder = (orders: number[]) => api.post<{ orders: number[] }>('employees/order', { orders });

/** Shows the new order at once; a failure puts the old one back. */
export function useOrderEmployees() {
  const queryClient = useQueryClient();
  const key = teamKeys.list(false);
  return useMutation({
    mutationFn: postEmployeesOrder,
    onMutate: async (orders) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<EmployeesResponse>(key);
      if (previous) {
        const byId = new Map(previous.data.map((e) => [e.id, e]));
        queryClient.setQueryData<EmployeesResponse>(key, { data: orders.flatMap((id) => byId.get(id) ?? []) });
      }
      return { previous };
    },
    onError: (_error, _orders, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: teamKeys.all }), queryClient.invalidateQueries({ queryKey: calendarReads })]),
  });
}
