import { useParams } from 'react-router';
import { PublicFormPage } from '@/features/customers/forms/components/public-form-page';

/** /form/{token}: a customer's form link (no sign-in). */
export function PublicFormScreen() {
  const { token = '' } = useParams();
  return <PublicFormPage token={token} />;
}
