import { NumberInput, type NumberInputProps } from '@mantine/core';
import { MINOR_UNIT_DIGITS, parsePrice } from '@chairside/shared/rules/price';
import { useFormat } from '@/lib/format';
import { useInitialSettings } from '@/lib/auth';

interface MoneyInputProps extends Omit<NumberInputProps, 'value' | 'onChange'> {
  /** minor units */
  value: number;
  onChange(minor: number): void;
}

/** An amount typed in the venue's currency and decimal separator, kept in minor units. */
export function MoneyInput({ value, onChange, ...rest }: MoneyInputProps) {
  const format = useFormat();
  const { data: settings } = useInitialSettings();
  const symbol = settings?.currency_symbol ?? '';
  const before = settings?.currency_symbol_position === 'before';
  return (
    <NumberInput
      min={0}
      allowNegative={false}
      decimalScale={MINOR_UNIT_DIGITS}
      decimalSeparator={format.decimalSeparator}
      thousandSeparator={false}
      prefix={before && symbol ? `${symbol} ` : undefined}
      suffix={!before && symbol ? ` ${symbol}` : undefined}
      value={value / 10 ** MINOR_UNIT_DIGITS}
      fixedDecimalScale
      // A number while it is one; text such as "15.50" (kept as text for its trailing zero) is read as a price.
      onChange={(next) => onChange(typeof next === 'number' ? Math.round(next * 10 ** MINOR_UNIT_DIGITS) : (parsePrice(next) ?? 0))}
      {...rest}
    />
  );
}
