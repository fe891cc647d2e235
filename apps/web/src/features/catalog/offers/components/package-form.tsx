import { useState } from 'react';
import { Checkbox, TextInput, Textarea } from '@mantine/core';
import type { Package, PackageBody } from '@chairside/shared/catalog-offers';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { useCatalogServices } from '../api/get-services';
import { useSaveOffer } from '../api/save-offer';
import { priceText, readPrice, readWhole, type FieldErrors } from '../utils/offer-form';
import { OfferDrawer } from './offer-drawer';
import { PriceField } from './price-field';
import { ServiceRowsField, type ServiceRow } from './service-rows-field';
import { useOfferSubmit } from './use-offer-submit';

/** Add or edit a package: services with counts, one price, valid N days after purchase. */
export function PackageForm({ item, onClose }: { item: Package | null; onClose(): void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const services = useCatalogServices();
  const save = useSaveOffer('packages');
  const { errors, failure, run } = useOfferSubmit(onClose);
  const [name, setName] = useState(item?.name ?? '');
  const [description, setDescription] = useState(item?.description ?? '');
  const [price, setPrice] = useState(item ? priceText(item.price, format.decimalSeparator) : '');
  const [validity, setValidity] = useState(String(item?.validity_days ?? 365));
  const [online, setOnline] = useState(item?.online ?? false);
  const [rows, setRows] = useState<ServiceRow[]>(item ? item.items.map((i) => ({ serviceId: String(i.service_id), count: String(i.count) })) : [{ serviceId: '', count: '1' }]);

  const submit = () => {
    const local: FieldErrors = {};
    const minor = readPrice(price);
    const days = readWhole(validity);
    const chosen = rows.filter((row) => row.serviceId);
    if (!name.trim()) local.name = t('catalog_offers.required');
    if (minor === null) local.price = t('catalog_offers.price_help');
    if (days === null || days < 1) local.validity_days = t('catalog_offers.required');
    if (!chosen.length) local.items = t('catalog_offers.no_services');
    const body: PackageBody = {
      name, description, price: minor ?? 0, validity_days: days ?? 0, online,
      items: chosen.map((row) => ({ service_id: Number(row.serviceId), count: readWhole(row.count) ?? 0 })),
    };
    void run(local, () => save.mutateAsync({ id: item?.id ?? null, body }));
  };

  return (
    <OfferDrawer title={t(item ? 'catalog_offers.edit_package' : 'catalog_offers.add_package')} failure={failure} saving={save.isPending} onSubmit={submit} onClose={onClose}>
      <TextInput label={t('catalog_offers.name')} name="name" value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.name} required data-autofocus />
      <ServiceRowsField label={t('catalog_offers.services')} name="items" services={services.data?.data ?? []} rows={rows} onChange={setRows} withCounts error={errors.items} />
      <PriceField label={t('catalog_offers.price')} name="price" value={price} onChange={setPrice} error={errors.price} />
      <TextInput label={t('catalog_offers.validity_days')} name="validity_days" inputMode="numeric" value={validity} onChange={(e) => setValidity(e.currentTarget.value)} error={errors.validity_days} required />
      <Textarea label={t('catalog_offers.description')} name="description" value={description} onChange={(e) => setDescription(e.currentTarget.value)} error={errors.description} autosize minRows={2} />
      <Checkbox label={t('catalog_offers.online')} checked={online} onChange={(e) => setOnline(e.currentTarget.checked)} />
    </OfferDrawer>
  );
}
