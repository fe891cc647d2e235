import type { MakeBody, MakeResponse } from '@chairside/shared/subscription';
import { api } from '@/lib/api-client';

/** POST subscription/make: an invoice (paid at once) or the card provider's checkout session to go to. */
export const makePurchase = (body: MakeBody) => api.post<MakeResponse>('subscription/make', body);
