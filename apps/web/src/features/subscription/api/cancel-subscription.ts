import type { SubscriptionChangeResponse } from '@chairside/shared/subscription-account';
import { api } from '@/lib/api-client';

/** POST subscription/cancel: downgrade to manage with a reason (the venue's data is kept). */
export const cancelSubscription = (reason: string) => api.post<SubscriptionChangeResponse>('subscription/cancel', { reason });
