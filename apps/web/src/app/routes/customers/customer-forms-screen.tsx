import { FormsPage } from '@/features/customers/forms/components/forms-page';

/** /customers/forms: the venue's consultation and consent forms and their builder. */
export function CustomerFormsScreen() {
  return <FormsPage />;
}
