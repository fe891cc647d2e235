/** TanStack Query keys of working hours: every read sits under ['staff-hours']. */
export const hoursKeys = {
  all: ['staff-hours'] as const,
  grid: (from: string, to: string) => ['staff-hours', 'grid', from, to] as const,
  employee: (id: number) => ['staff-hours', 'employee', id] as const,
  venue: ['staff-hours', 'venue'] as const,
};
