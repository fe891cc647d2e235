import { useQuery } from '@tanstack/react-query';
import type { EmployeeHoursResponse } from '@chairside/shared/staff-hours';
import { api } from '@/lib/api-client';
import { hoursKeys } from './hours-keys';

/** GET employees/working-hours/detail/{id}: the employee's repeating schedules and exceptions. */
export const fetchEmployeeHours = (id: number, signal?: AbortSignal) =>
  api.get<EmployeeHoursResponse>(`employees/working-hours/detail/${id}`, undefined, { signal });

export function useEmployeeHours(id: number) {
  return useQuery({ queryKey: hoursKeys.employee(id), queryFn: ({ signal }) => fetchEmployeeHours(id, signal) });
}
