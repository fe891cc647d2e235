/** Query keys of the resources screen; every change invalidates `all`, and the calendar's reads (its resource columns). */
export const resourceKeys = {
  all: ['catalog', 'resources'] as const,
  list: (archived: boolean) => ['catalog', 'resources', 'list', archived ? 'archived' : 'active'] as const,
};

/** The calendar's reads all sit under ['calendar'] (its calendar-keys.ts). */
export const calendarReads = ['calendar'] as const;
