import { useQuery } from '@tanstack/react-query';
import type { BookableService, EmployeeServicesResponse } from '@chairside/shared/catalog';
import { api } from '@/lib/api-client';
import { calendarKeys } from './calendar-keys';

/** GET employees/services: every bookable service with each performer's own length, split and price. */
export const fetchEmployeeServices = (signal?: AbortSignal): Promise<BookableService[]> =>
  api.get<EmployeeServicesResponse>('employees/services', undefined, { signal }).then((body) => body.data);

export function useEmployeeServices() {
  return useQuery({ queryKey: calendarKeys.services, queryFn: ({ signal }) => fetchEmployeeServices(signal), staleTime: 5 * 60_000 });
}
