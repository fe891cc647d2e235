/** ISO 4217 currencies for the currency picker, with the symbol and decimals a venue usually shows. */

export interface CurrencyOption {
  value: string;
  label: string;
}

/** The codes the browser knows (every current ISO 4217 currency), or a short list without Intl support. */
export function currencyCodes(): string[] {
  try {
    return Intl.supportedValuesOf('currency');
  } catch {
    return ['AUD', 'BRL', 'CAD', 'CHF', 'CZK', 'DKK', 'EUR', 'GBP', 'HUF', 'JPY', 'NOK', 'PLN', 'SEK', 'USD'];
  }
}

/** "EUR · Euro", named in the interface language and sorted by code; `current` is kept even when unknown. */
export function currencyOptions(locale: string, current?: string): CurrencyOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'currency' });
  } catch {
    names = null;
  }
  const codes = currencyCodes();
  if (current && /^[A-Z]{3}$/.test(current) && !codes.includes(current)) codes.push(current);
  return [...codes].sort().map((code) => {
    const name = names?.of(code);
    return { value: code, label: name && name !== code ? `${code} · ${name}` : code };
  });
}

/** The currency's usual short symbol ('$', '€', 'zł'); the code itself when it has none of at most five characters. */
export function currencySymbol(code: string): string {
  try {
    const part = new Intl.NumberFormat('en', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' })
      .formatToParts(1)
      .find((p) => p.type === 'currency')?.value;
    return part && part.trim().length <= 5 ? part.trim() : code;
  } catch {
    return code;
  }
}

/** How many decimals the currency is usually shown with (JPY 0, EUR 2), within the setting's 0–3. */
export function currencyDecimals(code: string): number {
  try {
    const digits = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
    return Math.min(Math.max(digits, 0), 3);
  } catch {
    return 2;
  }
}
