import type { PriceSettings } from '@chairside/shared/rules/price';
import { formatPrice } from '@/lib/format';

/** The sample amount of the price preview: 1234.50 in minor units. */
export const PREVIEW_AMOUNT = 123_450;

/**
 * A price as customers will see it with the settings being edited: the same shared formatter every
 * screen uses (lib/format.ts → rules/price.ts), so the preview cannot differ from the app.
 */
export function pricePreview(settings: PriceSettings, minor: number = PREVIEW_AMOUNT): string {
  return formatPrice(minor, settings);
}
