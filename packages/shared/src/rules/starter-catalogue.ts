import { LANGUAGES, type Language } from '../constants';
import { MINOR_UNIT_DIGITS } from './price';
import { STARTER_DATA, type StarterKind } from './starter-catalogue-data';

/** One starter service as onboarding offers it: named in the venue's language, priced in its currency (minor units). */
export interface StarterService {
  key: string;
  name: string;
  initial: number;
  gap: number;
  finish: number;
  /** initial + gap + finish, the length the owner edits. */
  duration: number;
  price: number;
  price_type: 'fixed' | 'free';
}
export interface StarterGroup {
  key: string;
  name: string;
  color: string;
  services: StarterService[];
}

/** Onboarding's business types → the starter catalogue they get (spa and massage share one). */
const KIND_BY_BUSINESS: Record<string, StarterKind> = {
  hair_salon: 'hair',
  barbershop: 'barber',
  beauty_salon: 'beauty',
  nail_salon: 'nails',
  spa: 'spa',
  massage: 'spa',
  clinic: 'clinic',
  other: 'other',
};
export const starterKind = (businessType: string): StarterKind => KIND_BY_BUSINESS[businessType] ?? 'other';

/**
 * How many units of a currency a salon price in EUR, USD or GBP is roughly worth locally (typical
 * price levels, not exchange rates to the cent). Unknown currencies keep the EUR figure.
 */
const PRICE_FACTOR: Record<string, number> = {
  EUR: 1, USD: 1, GBP: 1, CHF: 1.2, CAD: 1.3, AUD: 1.5, NZD: 1.6,
  PLN: 4.3, CZK: 25, HUF: 400, RON: 5, BGN: 2, DKK: 7.5, SEK: 11, NOK: 11, ISK: 150,
  TRY: 35, UAH: 40, RSD: 117, JPY: 160, CNY: 7.5, INR: 85, ZAR: 19, BRL: 5.5, MXN: 19,
};

/** Rounds an amount to what a price list shows: 1s below 20, 5s below 200, 10s below 1,000, then 50s. */
export function niceAmount(amount: number): number {
  const step = amount < 20 ? 1 : amount < 200 ? 5 : amount < 1000 ? 10 : 50;
  return Math.max(step, Math.round(amount / step) * step);
}

/** A price in whole EUR as the venue's currency would show it, in minor units. */
export function starterPrice(euros: number, currency: string): number {
  if (euros <= 0) return 0;
  const major = niceAmount(euros * (PRICE_FACTOR[currency.toUpperCase()] ?? 1));
  return major * 10 ** MINOR_UNIT_DIGITS;
}

/** The starter catalogue for a business type, in a language and a currency. */
export function starterCatalogue(businessType: string, lang: Language, currency: string): StarterGroup[] {
  const index = Math.max(0, LANGUAGES.indexOf(lang));
  return STARTER_DATA[starterKind(businessType)].map((group) => ({
    key: group.key,
    name: group.names[index]!,
    color: group.color,
    services: group.services.map((service) => {
      const gap = service.gap ?? 0;
      const finish = service.finish ?? 0;
      return {
        key: service.key,
        name: service.names[index]!,
        initial: service.initial,
        gap,
        finish,
        duration: service.initial + gap + finish,
        price: service.free ? 0 : starterPrice(service.price, currency),
        price_type: service.free ? 'free' : 'fixed',
      };
    }),
  }));
}

/** The starter service with that key, with its group, or null. */
export function findStarter(groups: StarterGroup[], key: string): { group: StarterGroup; service: StarterService } | null {
  for (const group of groups) {
    const service = group.services.find((s) => s.key === key);
    if (service) return { group, service };
  }
  return null;
}

/**
 * How an edited length is split: the processing gap and the finish stay as the trade has them and
 * the first part takes the change. Null when the length leaves the first part under 5 minutes.
 */
export function splitStarterDuration(service: Pick<StarterService, 'gap' | 'finish'>, duration: number): { initial: number; gap: number; finish: number } | null {
  const initial = duration - service.gap - service.finish;
  return initial >= 5 ? { initial, gap: service.gap, finish: service.finish } : null;
}
