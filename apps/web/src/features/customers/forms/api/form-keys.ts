/** Query keys of the forms screens; every change invalidates `all`. */
export const formKeys = {
  all: ['customers', 'forms'] as const,
  list: (archived: boolean, serviceId?: number) => ['customers', 'forms', 'list', archived ? 'archived' : 'active', serviceId ?? null] as const,
  detail: (id: number) => ['customers', 'forms', 'detail', id] as const,
  responses: (query: object) => ['customers', 'forms', 'responses', query] as const,
  response: (id: number) => ['customers', 'forms', 'response', id] as const,
  services: ['customers', 'forms', 'services'] as const,
};
