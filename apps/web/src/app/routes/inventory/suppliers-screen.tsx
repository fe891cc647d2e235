import { PartnersScreen } from '@/features/inventory/components/partners-screen';

/** /inventory/suppliers. */
export function SuppliersScreen() {
  return <PartnersScreen segment="suppliers" />;
}
