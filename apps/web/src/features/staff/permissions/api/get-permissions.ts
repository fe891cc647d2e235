import { useQuery } from '@tanstack/react-query';
import type { PermissionsList } from '@chairside/shared/permissions-api';
import { api } from '@/lib/api-client';
import { permissionsKey } from './permissions-keys';

/** GET permissions/list: every employee's flags and overrides, the flag list and the venue's role defaults. */
export const fetchPermissions = (signal?: AbortSignal) => api.get<PermissionsList>('permissions/list', undefined, { signal });

export const usePermissionsList = () => useQuery({ queryKey: permissionsKey, queryFn: ({ signal }) => fetchPermissions(signal) });
