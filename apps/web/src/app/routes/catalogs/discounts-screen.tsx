import type { Discount } from '@chairside/shared/catalog-offers';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { DiscountForm } from '@/features/catalog/offers/components/discount-form';
import { OfferListPage } from '@/features/catalog/offers/components/offer-list-page';
import { discountSummary } from '@/features/catalog/offers/components/offer-summaries';

const texts = {
  title: 'shell.catalog_discounts', add: 'catalog_offers.add_discount', empty: 'catalog_offers.empty_discounts', emptyText: 'catalog_offers.empty_discounts_text',
  premium: 'catalog_offers.premium_discounts', archiveText: 'catalog_offers.archive_discount_text', search: 'catalog_offers.search_discounts',
};

/** /catalogs/discounts: percentage and fixed discounts, with or without a code. */
export function DiscountsScreen() {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <OfferListPage<Discount>
      kind="discounts"
      texts={texts}
      summary={(item) => discountSummary(item, t, format)}
      searchable={(item) => (item.code ? [item.code] : [])}
      form={(item, onClose) => <DiscountForm item={item} onClose={onClose} />}
    />
  );
}
