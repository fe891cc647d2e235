import { useQuery } from '@tanstack/react-query';
import type { EmployeeServicesResponse } from '@chairside/shared/catalog';
import { api } from '@/lib/api-client';
import { teamKeys } from './team-keys';

/** GET employees/services: every bookable service with its own length and price (the form's list to choose from). */
export const fetchBookableServices = (signal?: AbortSignal) => api.get<EmployeeServicesResponse>('employees/services', undefined, { signal });

export const useBookableServices = () => useQuery({ queryKey: teamKeys.services, queryFn: ({ signal }) => fetchBookableServices(signal) });
