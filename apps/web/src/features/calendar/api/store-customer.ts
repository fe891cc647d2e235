import type { CustomerStoreBody, CustomerStoreResponse, CustomerSummary } from '@chairside/shared/customers';
import { api, isApiError } from '@/lib/api-client';

/**
 * POST customers/store: quick add from the booking dialog. A phone or e-mail that already belongs
 * to a customer answers 422 CUSTOMER_EXISTS with that customer (see existingCustomer).
 */
export const storeCustomer = (body: CustomerStoreBody) =>
  api.post<CustomerStoreResponse>('customers/store', body, { silent: true }).then((response) => response.customer);

/** The customer a CUSTOMER_EXISTS answer names, if the error is one. */
export function existingCustomer(error: unknown): CustomerSummary | null {
  if (!isApiError(error) || error.code !== 'CUSTOMER_EXISTS') return null;
  const customer = error.body.customer as CustomerSummary | undefined;
  return customer && typeof customer.id === 'number' ? customer : null;
}
