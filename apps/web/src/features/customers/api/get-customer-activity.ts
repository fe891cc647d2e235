import { useQuery } from '@tanstack/react-query';
import type { CustomerActivityResponse } from '@chairside/shared/customers-profile';
import { api } from '@/lib/api-client';
import { customerKeys } from './customer-keys';

/** GET customers/{id}/activity: every change, newest first. */
export const fetchCustomerActivity = (id: number, signal?: AbortSignal) => api.get<CustomerActivityResponse>(`customers/${id}/activity`, undefined, { signal });

export const useCustomerActivity = (id: number) => useQuery({ queryKey: customerKeys.activity(id), queryFn: ({ signal }) => fetchCustomerActivity(id, signal) });
