import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/** The one TanStack Query client; the API client already showed the error, so queries do not retry 4xx. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (count, error) => !(isApiError(error) && error.status >= 300 && error.status < 500) && count < 2,
    },
    mutations: { retry: false },
  },
});
