import type { Discount, Membership, Package } from '@chairside/shared/catalog-offers';

type Translate = (key: string, vars?: Record<string, string | number>) => string;
interface Formats {
  price(minor: number): string;
  date(value: string): string;
  decimalSeparator: string;
}

const percent = (bp: number, separator: string) => `${String(bp / 100).replace('.', separator)} %`;

/** '5 × Blow-dry, 2 × Toner · € 140,00 · Valid 180 days' */
export const packageSummary = (item: Package, t: Translate, f: Formats) =>
  [item.items.map((i) => `${i.count} × ${i.service_name}`).join(', '), f.price(item.price), t('catalog_offers.valid_days', { n: item.validity_days })].join(' · ');

export const membershipSummary = (item: Membership, t: Translate, f: Formats) => {
  const price = f.price(item.price);
  const head = item.kind === 'recurring' ? t(item.period === 'year' ? 'catalog_offers.per_year' : 'catalog_offers.per_month', { price }) : t('catalog_offers.sessions_count', { n: item.sessions ?? 0, price });
  const parts = [head, item.services.map((s) => s.service_name).join(', ')];
  if (item.discount_bp > 0) parts.push(t('catalog_offers.discount_other_short', { value: percent(item.discount_bp, f.decimalSeparator) }));
  return parts.join(' · ');
};

export const discountSummary = (item: Discount, t: Translate, f: Formats) => {
  const value = item.kind === 'percent' ? t('catalog_offers.percent_off', { value: percent(item.value, f.decimalSeparator) }) : t('catalog_offers.amount_off', { value: f.price(item.value) });
  const applies = (['services', 'products', 'vouchers'] as const).filter((k) => item[`applies_${k}`]).map((k) => t(`catalog_offers.applies_${k}`)).join(', ');
  const dates = item.starts_on && item.ends_on
    ? t('catalog_offers.from_until', { from: f.date(item.starts_on), until: f.date(item.ends_on) })
    : item.starts_on ? t('catalog_offers.from_only', { from: f.date(item.starts_on) })
    : item.ends_on ? t('catalog_offers.until_only', { until: f.date(item.ends_on) })
    : t('catalog_offers.always');
  return [value, item.code, applies, dates].filter(Boolean).join(' · ');
};
