import { NumberInput, type NumberInputProps } from '@mantine/core';
import { MINOR_UNIT_DIGITS } from '@chairside/shared/rules/price';
import { useFormat } from '@/lib/format';

const SCALE = 10 ** MINOR_UNIT_DIGITS;

interface MoneyInputProps extends Omit<NumberInputProps, 'value' | 'onChange'> {
  /** Minor units. */
  value: number | null;
  onChange(minor: number | null): void;
}

/** An amount typed in the venue's way (its decimal separator), kept as integer minor units. */
export function MoneyInput({ value, onChange, ...props }: MoneyInputProps) {
  const format = useFormat();
  return (
    <NumberInput
      decimalScale={MINOR_UNIT_DIGITS}
      fixedDecimalScale
      decimalSeparator={format.decimalSeparator}
      thousandSeparator={false}
      min={0}
      hideControls
      value={value === null ? '' : value / SCALE}
      onChange={(typed) => onChange(typed === '' ? null : Math.round(Number(typed) * SCALE))}
      {...props}
    />
  );
}
