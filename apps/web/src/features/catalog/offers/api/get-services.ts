import { useQuery } from '@tanstack/react-query';
import type { EmployeeServicesResponse } from '@chairside/shared/catalog';
import { api } from '@/lib/api-client';
import { offerKeys } from './offer-keys';

/** GET employees/services: the bookable services the pickers offer (name and price). */
export const fetchCatalogServices = (signal?: AbortSignal) => api.get<EmployeeServicesResponse>('employees/services', undefined, { signal });

export const useCatalogServices = () => useQuery({ queryKey: offerKeys.services, queryFn: ({ signal }) => fetchCatalogServices(signal), staleTime: 60_000 });
