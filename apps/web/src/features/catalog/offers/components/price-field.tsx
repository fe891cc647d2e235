import { TextInput } from '@mantine/core';
import { useFormat } from '@/lib/format';

interface PriceFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  description?: string;
  name: string;
}

/** A price typed in the venue's format, with its currency shown beside it. */
export function PriceField({ label, value, onChange, error, description, name }: PriceFieldProps) {
  const format = useFormat();
  const symbol = format.price(0).replace(/[\d.,\s-]/g, '');
  return (
    <TextInput
      label={label}
      name={name}
      inputMode="decimal"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      description={description}
      rightSection={symbol ? <span aria-hidden>{symbol}</span> : undefined}
      required
    />
  );
}
