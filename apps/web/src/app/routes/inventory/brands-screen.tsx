import { PartnersScreen } from '@/features/inventory/components/partners-screen';

/** /inventory/brands. */
export function BrandsScreen() {
  return <PartnersScreen segment="brands" />;
}
