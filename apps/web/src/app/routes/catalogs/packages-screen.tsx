import type { Package } from '@chairside/shared/catalog-offers';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { OfferListPage } from '@/features/catalog/offers/components/offer-list-page';
import { packageSummary } from '@/features/catalog/offers/components/offer-summaries';
import { PackageForm } from '@/features/catalog/offers/components/package-form';

const texts = {
  title: 'shell.catalog_packages', add: 'catalog_offers.add_package', empty: 'catalog_offers.empty_packages', emptyText: 'catalog_offers.empty_packages_text',
  premium: 'catalog_offers.premium_packages', archiveText: 'catalog_offers.archive_package_text', search: 'catalog_offers.search',
};

/** /catalogs/packages: services with counts sold at one price. */
export function PackagesScreen() {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <OfferListPage<Package>
      kind="packages"
      texts={texts}
      summary={(item) => packageSummary(item, t, format)}
      form={(item, onClose) => <PackageForm item={item} onClose={onClose} />}
    />
  );
}
