import { useState } from 'react';
import { Checkbox, SegmentedControl, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { Membership, MembershipBody } from '@chairside/shared/catalog-offers';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { useCatalogServices } from '../api/get-services';
import { useSaveOffer } from '../api/save-offer';
import { percentText, priceText, readPercent, readPrice, readWhole, type FieldErrors } from '../utils/offer-form';
import { OfferDrawer } from './offer-drawer';
import { PriceField } from './price-field';
import { ServiceRowsField, type ServiceRow } from './service-rows-field';
import { useOfferSubmit } from './use-offer-submit';

type Kind = Membership['kind'];
type Period = 'month' | 'year';

/** Add or edit a membership: recurring (monthly or yearly) or prepaid sessions, the services included, a discount on the rest. */
export function MembershipForm({ item, onClose }: { item: Membership | null; onClose(): void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const services = useCatalogServices();
  const save = useSaveOffer('memberships');
  const { errors, failure, run } = useOfferSubmit(onClose);
  const [name, setName] = useState(item?.name ?? '');
  const [description, setDescription] = useState(item?.description ?? '');
  const [kind, setKind] = useState<Kind>(item?.kind ?? 'recurring');
  const [period, setPeriod] = useState<Period>(item?.period ?? 'month');
  const [price, setPrice] = useState(item ? priceText(item.price, format.decimalSeparator) : '');
  const [sessions, setSessions] = useState(item?.sessions ? String(item.sessions) : '10');
  const [validity, setValidity] = useState(item?.validity_days ? String(item.validity_days) : '');
  const [discount, setDiscount] = useState(item ? percentText(item.discount_bp, format.decimalSeparator) : '0');
  const [online, setOnline] = useState(item?.online ?? false);
  const [rows, setRows] = useState<ServiceRow[]>(item ? item.services.map((s) => ({ serviceId: String(s.service_id), count: '1' })) : [{ serviceId: '', count: '1' }]);

  const submit = () => {
    const local: FieldErrors = {};
    const minor = readPrice(price);
    const bp = readPercent(discount.trim() || '0');
    const count = readWhole(sessions);
    const days = validity.trim() ? readWhole(validity) : null;
    const chosen = rows.filter((row) => row.serviceId);
    if (!name.trim()) local.name = t('catalog_offers.required');
    if (minor === null) local.price = t('catalog_offers.price_help');
    if (bp === null) local.discount_bp = t('catalog_offers.validation.percent_max');
    if (kind === 'sessions' && (count === null || count < 1)) local.sessions = t('catalog_offers.validation.sessions_required');
    if (!chosen.length) local.service_ids = t('catalog_offers.no_services');
    const body: MembershipBody = {
      name, description, kind, price: minor ?? 0, discount_bp: bp ?? 0, online,
      period: kind === 'recurring' ? period : null,
      sessions: kind === 'sessions' ? count : null,
      validity_days: kind === 'sessions' ? days : null,
      service_ids: chosen.map((row) => Number(row.serviceId)),
    };
    void run(local, () => save.mutateAsync({ id: item?.id ?? null, body }));
  };

  return (
    <OfferDrawer title={t(item ? 'catalog_offers.edit_membership' : 'catalog_offers.add_membership')} failure={failure} saving={save.isPending} onSubmit={submit} onClose={onClose}>
      <TextInput label={t('catalog_offers.name')} name="name" value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.name} required data-autofocus />
      <Stack gap={4}>
        <Text fw={500} size="sm" id="membership-kind">
          {t('catalog_offers.kind')}
        </Text>
        <SegmentedControl
          aria-labelledby="membership-kind"
          value={kind}
          onChange={(next) => setKind(next as Kind)}
          data={[
            { value: 'recurring', label: t('catalog_offers.kind_recurring') },
            { value: 'sessions', label: t('catalog_offers.kind_sessions') },
          ]}
          data-membership-kind
        />
      </Stack>
      {kind === 'recurring' ? (
        <Stack gap={4}>
          <Text fw={500} size="sm" id="membership-period">
            {t('catalog_offers.period')}
          </Text>
          <SegmentedControl
            aria-labelledby="membership-period"
            value={period}
            onChange={(next) => setPeriod(next as Period)}
            data={[
              { value: 'month', label: t('catalog_offers.period_month') },
              { value: 'year', label: t('catalog_offers.period_year') },
            ]}
          />
          {errors.period && <Text c="red" size="sm" role="alert">{errors.period}</Text>}
        </Stack>
      ) : (
        <>
          <TextInput label={t('catalog_offers.sessions')} name="sessions" inputMode="numeric" value={sessions} onChange={(e) => setSessions(e.currentTarget.value)} error={errors.sessions} required />
          <TextInput label={t('catalog_offers.validity_optional')} name="validity_days" inputMode="numeric" value={validity} onChange={(e) => setValidity(e.currentTarget.value)} error={errors.validity_days} />
        </>
      )}
      <PriceField label={t('catalog_offers.price')} name="price" value={price} onChange={setPrice} error={errors.price} />
      <ServiceRowsField label={t('catalog_offers.covered_services')} name="service_ids" services={services.data?.data ?? []} rows={rows} onChange={setRows} withCounts={false} error={errors.service_ids} />
      <TextInput label={t('catalog_offers.discount_other')} name="discount_bp" inputMode="decimal" value={discount} onChange={(e) => setDiscount(e.currentTarget.value)} error={errors.discount_bp} />
      <Textarea label={t('catalog_offers.description')} name="description" value={description} onChange={(e) => setDescription(e.currentTarget.value)} error={errors.description} autosize minRows={2} />
      <Checkbox label={t('catalog_offers.online')} checked={online} onChange={(e) => setOnline(e.currentTarget.checked)} />
    </OfferDrawer>
  );
}
