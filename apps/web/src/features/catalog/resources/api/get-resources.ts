import { useQuery } from '@tanstack/react-query';
import type { ResourcesListResponse } from '@chairside/shared/catalog-resources';
import { api } from '@/lib/api-client';
import { resourceKeys } from './resource-keys';

/** GET resources/list (archived=1: the archived ones): the rooms and equipment in calendar order, with the types to suggest. */
export const fetchResources = (archived: boolean, signal?: AbortSignal) =>
  api.get<ResourcesListResponse>('resources/list', archived ? { archived: 1 } : undefined, { signal });

export const useResources = (archived: boolean, enabled = true) =>
  useQuery({ queryKey: resourceKeys.list(archived), queryFn: ({ signal }) => fetchResources(archived, signal), enabled });
