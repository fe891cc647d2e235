/** Query keys of the team screen; every change invalidates `all` (the list, details and titles). */
export const teamKeys = {
  all: ['staff', 'team'] as const,
  list: (archived: boolean) => ['staff', 'team', 'list', archived ? 'archived' : 'active'] as const,
  detail: (id: number) => ['staff', 'team', 'detail', id] as const,
  types: ['staff', 'team', 'types'] as const,
  services: ['staff', 'team', 'services'] as const,
};
