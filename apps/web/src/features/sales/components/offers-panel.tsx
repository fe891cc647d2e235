import { useState } from 'react';
import { Button, Group, Select, Text, TextInput } from '@mantine/core';
import { IconDiscount, IconPackage } from '@tabler/icons-react';
import type { CheckoutItemBody } from '@chairside/shared/sales';
import type { TillDiscountBody, TillOffers } from '@chairside/shared/sales-offers';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';

interface OffersPanelProps {
  offers: TillOffers | undefined;
  loading: boolean;
  failed: boolean;
  hasCustomer: boolean;
  cartDiscount: TillDiscountBody | null;
  disabled: boolean;
  onDiscount(discount: TillDiscountBody | null): void;
  onAdd(item: CheckoutItemBody): void;
}

/** The till's catalogue offers: a discount on the whole cart (picked or typed by its code), and a package or membership to sell to the cart's customer. */
export function OffersPanel({ offers, loading, failed, hasCustomer, cartDiscount, disabled, onDiscount, onAdd }: OffersPanelProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const [picked, setPicked] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [offer, setOffer] = useState<string | null>(null);
  if (failed) return <Text size="sm" c="red.9" role="alert">{t('sales_offers.web.load_failed')}</Text>;
  const discounts = (offers?.discounts ?? []).filter((d) => !d.manual_restricted || offers?.can_discount);
  const valueOf = (d: { kind: string; value: number }) => (d.kind === 'percent' ? `${d.value / 100} %` : format.price(d.value));
  const sellable = [
    { group: t('sales_offers.web.packages'), items: (offers?.packages ?? []).map((p) => ({ value: `p${p.id}`, label: `${p.name} · ${format.price(p.price)}` })) },
    { group: t('sales_offers.web.memberships'), items: (offers?.memberships ?? []).map((m) => ({ value: `m${m.id}`, label: `${m.name} · ${format.price(m.price)}` })) },
  ].filter((group) => group.items.length > 0);
  const apply = () => {
    if (code.trim()) onDiscount({ code: code.trim() });
    else if (picked) onDiscount({ discount_id: Number(picked) });
    setCode('');
    setPicked(null);
  };
  const add = () => {
    if (!offer) return;
    onAdd(offer.startsWith('p') ? { kind: 'package', package_id: Number(offer.slice(1)), quantity: 1 } : { kind: 'membership', membership_id: Number(offer.slice(1)), quantity: 1 });
    setOffer(null);
  };
  return (
    <Group gap="xs" align="end" wrap="wrap" data-offers-panel>
      <Select label={t('sales_offers.web.discount')} placeholder={loading ? t('sales.loading') : t('sales_offers.web.pick_discount')} w={220} clearable searchable disabled={disabled || loading}
        data={discounts.map((d) => ({ value: String(d.id), label: `${d.name} · ${valueOf(d)}` }))} value={picked} onChange={setPicked} data-discount-choice />
      <TextInput label={t('sales_offers.web.code')} w={130} value={code} onChange={(event) => setCode(event.currentTarget.value)} disabled={disabled}
        onKeyDown={(event) => { if (event.key === 'Enter') apply(); }} data-discount-code />
      <Button variant="light" leftSection={<IconDiscount size={14} aria-hidden />} onClick={apply} disabled={disabled || (!picked && !code.trim())} data-apply-discount>
        {t('sales_offers.web.apply')}
      </Button>
      {cartDiscount && (
        <Button variant="subtle" color="red.9" onClick={() => onDiscount(null)} disabled={disabled} data-remove-discount>{t('sales_offers.web.remove_discount')}</Button>
      )}
      {hasCustomer ? (
        sellable.length > 0 && (
          <>
            <Select label={t('sales_offers.web.sell_offer')} w={240} searchable data={sellable} value={offer} onChange={setOffer} disabled={disabled} data-offer-choice />
            <Button variant="light" leftSection={<IconPackage size={14} aria-hidden />} onClick={add} disabled={disabled || !offer} data-add-offer>{t('sales.add')}</Button>
          </>
        )
      ) : (
        <Text size="xs" c="dimmed">{t('sales_offers.web.customer_hint')}</Text>
      )}
    </Group>
  );
}
