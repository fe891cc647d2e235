import type { MethodChangeResponse } from '@chairside/shared/subscription-account';
import { api } from '@/lib/api-client';

/** POST subscription/method/change (no body): the provider's hosted page where the new card is saved. */
export const changeMethod = () => api.post<MethodChangeResponse>('subscription/method/change');
