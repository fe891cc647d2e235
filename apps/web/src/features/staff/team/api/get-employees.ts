import { useQuery } from '@tanstack/react-query';
import type { EmployeesResponse } from '@chairside/shared/staff-team';
import { api } from '@/lib/api-client';
import { teamKeys } from './team-keys';

/** GET employees (archived=1: the archived ones), in calendar order. */
export const fetchEmployees = (archived: boolean, signal?: AbortSignal) =>
  api.get<EmployeesResponse>('employees', archived ? { archived: 1 } : undefined, { signal });

export const useEmployees = (archived: boolean) =>
  useQuery({ queryKey: teamKeys.list(archived), queryFn: ({ signal }) => fetchEmployees(archived, signal) });
