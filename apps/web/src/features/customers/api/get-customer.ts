import { useQuery } from '@tanstack/react-query';
import type { CustomerDetailResponse } from '@chairside/shared/customers-profile';
import { api } from '@/lib/api-client';
import { customerKeys } from './customer-keys';

/** GET customers/detail/{id}: the profile. */
export const fetchCustomer = (id: number, signal?: AbortSignal) => api.get<CustomerDetailResponse>(`customers/detail/${id}`, undefined, { signal, silent: true });

export const useCustomer = (id: number) => useQuery({ queryKey: customerKeys.detail(id), queryFn: ({ signal }) => fetchCustomer(id, signal), retry: false });
