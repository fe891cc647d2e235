import { Anchor, Group, Stack, Text, TextInput } from '@mantine/core';
import { normalizeVoucherCode } from '@chairside/shared/rules/voucher-code';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { useVoucherCheck } from '../api/vouchers-api';

interface VoucherCodeFieldProps {
  value: string;
  amount: number;
  onChange(code: string): void;
  /** Takes the amount down to what the voucher holds. */
  onUseBalance(amount: number): void;
}

/** A gift voucher payment's code: once it can be one, its balance, expiry and status (the pay itself is checked again under the voucher's lock). */
export function VoucherCodeField({ value, amount, onChange, onUseBalance }: VoucherCodeFieldProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const check = useVoucherCheck(value);
  const voucher = check.data?.data;
  const complete = normalizeVoucherCode(value) !== null;
  let note: React.ReactNode = null;
  if (complete && check.isError) note = <Text size="xs" c="red.9" role="alert" data-voucher-unknown>{t('sales.vouchers.unknown_code')}</Text>;
  else if (voucher && voucher.status !== 'active') {
    note = <Text size="xs" c="red.9" role="alert" data-voucher-status={voucher.status}>{t(`sales.vouchers.status_${voucher.status}`)}{voucher.expires_on && voucher.status === 'expired' ? ` · ${format.date(voucher.expires_on)}` : ''}</Text>;
  } else if (voucher) {
    note = (
      <Group gap={6} data-voucher-balance={voucher.balance}>
        <Text size="xs">{t('sales.vouchers.balance_left', { amount: format.price(voucher.balance) })}</Text>
        {voucher.expires_on && <Text size="xs" c="dimmed">{t('sales.vouchers.valid_until', { date: format.date(voucher.expires_on) })}</Text>}
        {voucher.balance < amount && (
          <Anchor component="button" type="button" size="xs" onClick={() => onUseBalance(voucher.balance)} data-voucher-use-balance>
            {t('sales.vouchers.use_balance')}
          </Anchor>
        )}
      </Group>
    );
  }
  return (
    <Stack gap={2}>
      <TextInput
        label={t('sales.vouchers.code')}
        w={170}
        value={value}
        placeholder="XXXX-XXXX-XXXX"
        autoComplete="off"
        onChange={(event) => onChange(event.currentTarget.value.toUpperCase())}
        data-voucher-code
      />
      {note}
    </Stack>
  );
}
