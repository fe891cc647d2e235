import { useSearchParams } from 'react-router';
import { CustomerFormsTab } from '@/features/customers/forms/components/customer-forms-tab';
import { ResponsesPage } from '@/features/customers/forms/components/responses-page';

/**
 * /customers/form-responses: every filled form; with ?customer={id}, one customer's forms with
 * "Fill now" (the same tab the customer profile shows).
 */
export function FormResponsesScreen() {
  const [params] = useSearchParams();
  const customer = Number(params.get('customer'));
  if (Number.isInteger(customer) && customer > 0) return <CustomerFormsTab customerId={customer} />;
  return <ResponsesPage />;
}
