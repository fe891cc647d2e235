import type { PriceSettings } from '@chairside/shared/rules/price';
import type { venues } from '../db/schema/index';

/** A venue row's price format, as packages/shared/src/rules/price.ts takes it (receipts, vouchers, orders, settings). */
export const priceSettingsOf = (venue: Pick<typeof venues.$inferSelect, 'currencySymbol' | 'currencySymbolPosition' | 'decimalSeparator' | 'priceDecimalPlaces'>): PriceSettings => ({
  currency_symbol: venue.currencySymbol,
  currency_symbol_position: venue.currencySymbolPosition,
  decimal_separator: venue.decimalSeparator,
  price_decimal_places: venue.priceDecimalPlaces,
});
