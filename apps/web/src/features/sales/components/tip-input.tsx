import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { MoneyInput } from './money-input';

interface TipInputProps {
  label: string;
  /** Who the tip is for, for the suggestions' accessible names. */
  name: string;
  value: number | null;
  disabled: boolean;
  /** What the suggested percentages are of: this employee's lines on the cart (minor units). */
  base: number;
  /** Suggested tips in whole percent (/payments/payment); none: type the amount. */
  percents: number[];
  onCommit(amount: number | null): void;
}

/** A tip typed for one employee, sent when the field is left (keyed by the stored tip, so a saved answer resets it), or one of the venue's suggested percentages. */
export function TipInput({ label, name, value, disabled, base, percents, onCommit }: TipInputProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<number | null>(value);
  return (
    <Stack gap={4}>
      <MoneyInput w={140} label={label} value={draft} disabled={disabled} onChange={setDraft} onBlur={() => { if (draft !== value) onCommit(draft); }} data-tip />
      {percents.length > 0 && base > 0 ? (
        <Group gap={4} wrap="wrap">
          {percents.map((percent) => (
            <Button key={percent} size="compact-xs" variant="light" disabled={disabled} aria-label={t('sales.tip_suggestion', { percent, name })}
              onClick={() => onCommit(Math.round((base * percent) / 100))} data-tip-suggestion={percent}>
              {percent} %
            </Button>
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}
