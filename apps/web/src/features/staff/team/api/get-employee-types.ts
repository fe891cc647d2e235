import { useQuery } from '@tanstack/react-query';
import type { EmployeeType } from '@chairside/shared/staff-team';
import { api } from '@/lib/api-client';
import { teamKeys } from './team-keys';

/** GET employees/type/list: the venue's job titles. */
export const fetchEmployeeTypes = (signal?: AbortSignal) => api.get<{ data: EmployeeType[] }>('employees/type/list', undefined, { signal });

export const useEmployeeTypes = () => useQuery({ queryKey: teamKeys.types, queryFn: ({ signal }) => fetchEmployeeTypes(signal) });
