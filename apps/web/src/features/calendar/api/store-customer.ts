import { api } from '@/lib/api-client';
import type { KnownCustomer } from '../utils/derive-catalog';

/**
 * POST customers/store: quick add from the booking dialog. The customers feature owns this call;
 * until it exists the dialog says that adding is not available yet (a 404).
 */
export const storeCustomer = (body: { first_name: string; last_name: string; phone: string; email?: string }) =>
  api.post<{ customer?: KnownCustomer; data?: KnownCustomer } & Partial<KnownCustomer>>('customers/store', body, { silent: true }).then(
    (response) => response.customer ?? response.data ?? (response as KnownCustomer),
  );
