import { useQuery } from '@tanstack/react-query';
import type { ResourcesResponse } from '@chairside/shared/calendar-data';
import { api } from '@/lib/api-client';

/** The team's names for the preferred-employee choice (GET resources: the calendar's columns, open to whoever may book). */
export const useStaffNames = () =>
  useQuery({
    queryKey: ['customers', 'staff-names'],
    queryFn: ({ signal }) => api.get<ResourcesResponse>('resources', undefined, { signal, silent: true }),
    select: (answer) => answer.employees.map((e) => ({ value: String(e.id), label: e.displayLabel })),
    staleTime: 60_000,
  });
