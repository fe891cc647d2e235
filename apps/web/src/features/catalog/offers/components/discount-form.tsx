import { useState } from 'react';
import { Checkbox, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import type { Discount, DiscountBody } from '@chairside/shared/catalog-offers';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { useSaveOffer } from '../api/save-offer';
import { percentText, priceText, readPercent, readPrice, readWhole, type FieldErrors } from '../utils/offer-form';
import { OfferDrawer } from './offer-drawer';
import { PriceField } from './price-field';
import { useOfferSubmit } from './use-offer-submit';

type Kind = Discount['kind'];

/** Add or edit a discount: percentage or fixed, what it applies to, an optional code, dates and a limit per customer. */
export function DiscountForm({ item, onClose }: { item: Discount | null; onClose(): void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const save = useSaveOffer('discounts');
  const { errors, failure, run } = useOfferSubmit(onClose);
  const sep = format.decimalSeparator;
  const [name, setName] = useState(item?.name ?? '');
  const [kind, setKind] = useState<Kind>(item?.kind ?? 'percent');
  const [value, setValue] = useState(item ? (item.kind === 'percent' ? percentText(item.value, sep) : priceText(item.value, sep)) : '');
  const [applies, setApplies] = useState({ services: item?.applies_services ?? true, products: item?.applies_products ?? false, vouchers: item?.applies_vouchers ?? false });
  const [code, setCode] = useState(item?.code ?? '');
  const [startsOn, setStartsOn] = useState(item?.starts_on ?? '');
  const [endsOn, setEndsOn] = useState(item?.ends_on ?? '');
  const [limit, setLimit] = useState(item?.limit_per_customer ? String(item.limit_per_customer) : '');
  const [restricted, setRestricted] = useState(item?.manual_restricted ?? false);

  const submit = () => {
    const local: FieldErrors = {};
    const amount = kind === 'percent' ? readPercent(value) : readPrice(value);
    const perCustomer = limit.trim() ? readWhole(limit) : null;
    if (!name.trim()) local.name = t('catalog_offers.required');
    if (amount === null || amount < 1) local.value = t(kind === 'percent' ? 'catalog_offers.validation.percent_max' : 'catalog_offers.price_help');
    if (limit.trim() && (perCustomer === null || perCustomer < 1)) local.limit_per_customer = t('catalog_offers.required');
    const body: DiscountBody = {
      name, kind, value: amount ?? 0,
      applies_services: applies.services, applies_products: applies.products, applies_vouchers: applies.vouchers,
      code: code.trim() || null, starts_on: startsOn || null, ends_on: endsOn || null,
      limit_per_customer: perCustomer, manual_restricted: restricted,
    };
    void run(local, () => save.mutateAsync({ id: item?.id ?? null, body }));
  };

  return (
    <OfferDrawer title={t(item ? 'catalog_offers.edit_discount' : 'catalog_offers.add_discount')} failure={failure} saving={save.isPending} onSubmit={submit} onClose={onClose}>
      <TextInput label={t('catalog_offers.name')} name="name" value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.name} required data-autofocus />
      <Stack gap={4}>
        <Text fw={500} size="sm" id="discount-kind">
          {t('catalog_offers.discount_kind')}
        </Text>
        <SegmentedControl
          aria-labelledby="discount-kind"
          value={kind}
          onChange={(next) => setKind(next as Kind)}
          data={[
            { value: 'percent', label: t('catalog_offers.kind_percent') },
            { value: 'fixed', label: t('catalog_offers.kind_fixed') },
          ]}
        />
      </Stack>
      {kind === 'percent' ? (
        <TextInput label={t('catalog_offers.value_percent')} name="value" inputMode="decimal" value={value} onChange={(e) => setValue(e.currentTarget.value)} error={errors.value} required rightSection={<span aria-hidden>%</span>} />
      ) : (
        <PriceField label={t('catalog_offers.value_fixed')} name="value" value={value} onChange={setValue} error={errors.value} />
      )}
      <Checkbox.Group label={t('catalog_offers.applies')} error={errors.applies_services} value={Object.entries(applies).filter(([, on]) => on).map(([key]) => key)} onChange={(keys) => setApplies({ services: keys.includes('services'), products: keys.includes('products'), vouchers: keys.includes('vouchers') })}>
        <Group gap="md" mt={4}>
          <Checkbox value="services" label={t('catalog_offers.applies_services')} />
          <Checkbox value="products" label={t('catalog_offers.applies_products')} />
          <Checkbox value="vouchers" label={t('catalog_offers.applies_vouchers')} />
        </Group>
      </Checkbox.Group>
      <TextInput label={t('catalog_offers.code')} description={t('catalog_offers.code_help')} name="code" value={code} onChange={(e) => setCode(e.currentTarget.value)} error={errors.code} autoCapitalize="characters" />
      <Group grow gap="sm" align="flex-start">
        <TextInput type="date" label={t('catalog_offers.starts_on')} name="starts_on" value={startsOn} onChange={(e) => setStartsOn(e.currentTarget.value)} error={errors.starts_on} />
        <TextInput type="date" label={t('catalog_offers.ends_on')} name="ends_on" value={endsOn} onChange={(e) => setEndsOn(e.currentTarget.value)} error={errors.ends_on} />
      </Group>
      <TextInput label={t('catalog_offers.limit_per_customer')} name="limit_per_customer" inputMode="numeric" value={limit} onChange={(e) => setLimit(e.currentTarget.value)} error={errors.limit_per_customer} />
      <Checkbox label={t('catalog_offers.manual_restricted')} checked={restricted} onChange={(e) => setRestricted(e.currentTarget.checked)} />
    </OfferDrawer>
  );
}
