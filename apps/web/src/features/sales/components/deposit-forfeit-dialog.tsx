import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { Deposit } from '@chairside/shared/sales-deposits';
import { errorText } from '@/lib/form-errors';
import { useFormat } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { useForfeitDeposit } from '../api/deposits-api';

/** Forfeit a held deposit (a no-show, by the venue's policy): a reason, then the venue keeps what it holds. */
export function DepositForfeitDialog({ deposit, onClose }: { deposit: Deposit; onClose(): void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const forfeit = useForfeitDeposit();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    if (!reason.trim()) return;
    forfeit.mutate({ id: deposit.id, reason: reason.trim() }, {
      onSuccess: (answer) => { notify('positive', answer.message); onClose(); },
      onError: (error) => setProblem(errorText(error) ?? t('sales.deposits.forfeit_failed')),
    });
  };
  return (
    <Modal opened onClose={onClose} title={t('sales.deposits.forfeit_title')} closeButtonProps={{ 'aria-label': t('sales.close') }} data-deposit-forfeit>
      <Stack gap="sm">
        {problem && <Alert color="red" role="alert">{problem}</Alert>}
        <Text size="sm">{t('sales.deposits.forfeit_text', { amount: format.price(deposit.balance), name: deposit.customer_name })}</Text>
        <Textarea label={t('sales.reason')} value={reason} maxLength={500} autosize minRows={2} onChange={(event) => setReason(event.currentTarget.value)} data-autofocus data-deposit-forfeit-reason />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('sales.cancel')}</Button>
          <Button color="red.9" onClick={submit} disabled={!reason.trim()} loading={forfeit.isPending} data-deposit-forfeit-submit>{t('sales.deposits.forfeit')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
