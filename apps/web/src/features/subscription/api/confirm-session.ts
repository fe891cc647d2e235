import { useQuery } from '@tanstack/react-query';
import type { SessionResponse } from '@chairside/shared/subscription';
import { api } from '@/lib/api-client';

/** POST subscription/session: what the provider's webhooks made of a checkout; asked again until it settles. */
export function useConfirmSession(sessionId: string | null) {
  return useQuery({
    queryKey: ['subscription', 'session', sessionId],
    enabled: sessionId !== null,
    queryFn: () => api.post<SessionResponse>('subscription/session', { session_id: sessionId }, { silent: true }),
    // The webhook may land a moment after the payer: ask again while the checkout is still open.
    refetchInterval: (query) => (query.state.data?.data.status === 'open' ? 1000 : false),
  });
}
