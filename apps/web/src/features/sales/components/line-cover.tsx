import { Switch, Text } from '@mantine/core';
import type { Checkout } from '@chairside/shared/sales';
import type { CoverBody, TillOffers } from '@chairside/shared/sales-offers';
import { useTranslation } from '@/lib/use-translation';

type Line = Checkout['lines'][number];

/** What can pay a service line instead of money: the first of the customer's packages with this service left, else a membership. */
export function coverFor(line: Line, offers: TillOffers | undefined): { cover: CoverBody; label: 'package' | 'membership'; name: string; left: number | null } | null {
  if (line.kind !== 'service' || !line.service_id || !offers) return null;
  const bought = offers.customer_packages.find((p) => p.remaining.some((r) => r.service_id === line.service_id && r.count > 0));
  if (bought) {
    return { cover: { customer_package_id: bought.id }, label: 'package', name: bought.name, left: bought.remaining.find((r) => r.service_id === line.service_id)!.count };
  }
  const held = offers.customer_memberships.find((m) => (m.service_ids.includes(line.service_id!) && (m.sessions_left === null || m.sessions_left > 0)) || m.discount_bp > 0);
  return held ? { cover: { customer_membership_id: held.id }, label: 'membership', name: held.name, left: held.service_ids.includes(line.service_id) ? held.sessions_left : null } : null;
}

/** Per service line: "use package / membership", with what is left. */
export function LineCover({ line, offers, disabled, onToggle }: { line: Line; offers: TillOffers | undefined; disabled: boolean; onToggle(cover: CoverBody | null): void }) {
  const { t } = useTranslation();
  const using = line.cover ?? null;
  const option = coverFor(line, offers);
  if (!using && !option) return null;
  const name = using ? (using.kind === 'package' ? offers?.customer_packages.find((p) => p.id === using.id)?.name : offers?.customer_memberships.find((m) => m.id === using.id)?.name) : option!.name;
  const left = option?.left;
  return (
    <>
      <Switch size="xs" mt={4} checked={Boolean(using)} disabled={disabled} data-line-cover
        label={t(using?.kind === 'membership' || (!using && option?.label === 'membership') ? 'sales_offers.web.use_membership' : 'sales_offers.web.use_package', { name: name ?? '' })}
        onChange={(event) => onToggle(event.currentTarget.checked && option ? option.cover : null)} />
      {left !== null && left !== undefined && <Text size="xs" c="dimmed" data-sessions-left>{t('sales_offers.web.sessions_left', { count: String(left) })}</Text>}
      {using?.effect === 'discount' && <Text size="xs" c="dimmed">{t('sales_offers.web.member_discount')}</Text>}
    </>
  );
}
