import type { Membership } from '@chairside/shared/catalog-offers';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { MembershipForm } from '@/features/catalog/offers/components/membership-form';
import { OfferListPage } from '@/features/catalog/offers/components/offer-list-page';
import { membershipSummary } from '@/features/catalog/offers/components/offer-summaries';

const texts = {
  title: 'shell.catalog_memberships', add: 'catalog_offers.add_membership', empty: 'catalog_offers.empty_memberships', emptyText: 'catalog_offers.empty_memberships_text',
  premium: 'catalog_offers.premium_memberships', archiveText: 'catalog_offers.archive_membership_text', search: 'catalog_offers.search',
};

/** /catalogs/memberships: recurring plans and prepaid sessions. */
export function MembershipsScreen() {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <OfferListPage<Membership>
      kind="memberships"
      texts={texts}
      summary={(item) => membershipSummary(item, t, format)}
      form={(item, onClose) => <MembershipForm item={item} onClose={onClose} />}
    />
  );
}
