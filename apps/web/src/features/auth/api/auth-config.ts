import { useQuery } from '@tanstack/react-query';
import type { AuthConfig } from '@chairside/shared/auth';
import { api } from '@/lib/api-client';

export const authConfigKey = ['auth', 'config'] as const;

/** GET auth/config: which sign-in methods this installation offers. */
export const fetchAuthConfig = () => api.get<AuthConfig>('auth/config', undefined, { silent: true });

export function useAuthConfig() {
  return useQuery({ queryKey: authConfigKey, queryFn: fetchAuthConfig, staleTime: Infinity, retry: false });
}
