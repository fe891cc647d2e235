/** TanStack Query keys of the calendar: every calendar read sits under ['calendar']. */
export const calendarKeys = {
  all: ['calendar'] as const,
  appointments: (from: string, to: string) => ['calendar', 'appointments', from, to] as const,
  appointmentsAll: ['calendar', 'appointments'] as const,
  resources: (date: string) => ['calendar', 'resources', date] as const,
  hours: (from: string, to: string) => ['calendar', 'whours', from, to] as const,
  hoursAll: ['calendar', 'whours'] as const,
  details: (id: number) => ['calendar', 'details', id] as const,
  timeoffCategories: ['calendar', 'timeoff-categories'] as const,
  services: ['calendar', 'services'] as const,
  customers: (search: string) => ['calendar', 'customers', search] as const,
  customersAll: ['calendar', 'customers'] as const,
};
