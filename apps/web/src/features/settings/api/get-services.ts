import { useQuery } from '@tanstack/react-query';
import type { EmployeeServicesResponse } from '@chairside/shared/catalog';
import { api } from '@/lib/api-client';

/** GET employees/services: the venue's bookable services, for choosing which ones take a deposit. */
export function useBookableServices() {
  return useQuery({
    queryKey: ['settings', 'services'],
    queryFn: ({ signal }) => api.get<EmployeeServicesResponse>('employees/services', undefined, { signal }).then((body) => body.data),
    staleTime: 5 * 60_000,
  });
}
