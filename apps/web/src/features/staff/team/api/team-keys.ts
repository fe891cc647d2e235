/** Query keys of the team screen; every change invalidates `all` (the list, details and titles). */
export const teamKeys = {
  all: ['staff', 'team'] as const,
  list: (archived: boolean) => ['staff', 'team', 'list', archived ? 'archived' : 'active'] as const,
  detail: (id: number) => ['staff', 'team', 'detail', id] as const,
  types: ['staff', 'team', 'types'] as const,
  services: ['staff', 'team', 'services'] as const,
};

/**
 * The calendar's reads all sit under ['calendar'] (its calendar-keys.ts): a team change (a new
 * column, order, colour, services, photo, archive) marks them stale so the calendar shows it next.
 */
export const calendarReads = ['calendar'] as const;
