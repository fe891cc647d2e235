import { useQuery } from '@tanstack/react-query';
import type { EmployeeDetailResponse } from '@chairside/shared/staff-team';
import { api } from '@/lib/api-client';
import { teamKeys } from './team-keys';

/** GET employees/employee-detail/{id}: the employee, their own service values and bookings from today on. */
export const fetchEmployeeDetail = (id: number, signal?: AbortSignal) =>
  api.get<EmployeeDetailResponse>(`employees/employee-detail/${id}`, undefined, { signal });

export const useEmployeeDetail = (id: number | null) =>
  useQuery({
    queryKey: teamKeys.detail(id ?? 0),
    queryFn: ({ signal }) => fetchEmployeeDetail(id!, signal),
    enabled: id !== null,
    staleTime: 0,
  });
