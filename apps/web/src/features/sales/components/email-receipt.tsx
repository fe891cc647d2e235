import { useState } from 'react';
import { Button, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { receiptEmailBody } from '@chairside/shared/sales-receipt';
import { errorText } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { useEmailReceipt, useReceiptEmailAddress } from '../api/receipt-api';

/** "E-mail receipt": a dialog confirming the customer's address (or asking for one), then one mail through the outbox. */
export function EmailReceipt({ saleId, number }: { saleId: number; number: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="xs" variant="default" leftSection={<IconMail size={14} aria-hidden />} onClick={() => setOpen(true)} data-email-receipt>
        {t('sales.email_receipt')}
      </Button>
      {open && <EmailReceiptDialog saleId={saleId} number={number} onClose={() => setOpen(false)} />}
    </>
  );
}

function EmailReceiptDialog({ saleId, number, onClose }: { saleId: number; number: string; onClose(): void }) {
  const { t } = useTranslation();
  const address = useReceiptEmailAddress(saleId, true);
  const send = useEmailReceipt();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const known = address.data?.data.email ?? null;
  const submit = async () => {
    setError(null);
    if (!known && !receiptEmailBody.safeParse({ email: typed }).success) {
      setError(t('validation.email'));
      return;
    }
    try {
      const answer = await send.mutateAsync({ saleId, email: known ? null : typed.trim() });
      notify('positive', answer.message);
      onClose();
    } catch (failure) {
      setError(errorText(failure) ?? t('sales.email_failed'));
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('sales.email_receipt_title')} closeButtonProps={{ 'aria-label': t('sales.close') }} data-email-receipt-dialog>
      {address.isPending ? (
        <Loader size="sm" />
      ) : (
        <Stack gap="sm">
          {known ? (
            <Text size="sm" data-email-receipt-address>{t('sales.email_receipt_confirm', { number, email: known })}</Text>
          ) : (
            <TextInput
              type="email"
              label={t('sales.email_receipt_address')}
              description={t('sales.email_receipt_none')}
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              error={error}
              data-autofocus
              data-email-receipt-input
            />
          )}
          {known && error ? <Text size="sm" c="red" role="alert">{error}</Text> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>{t('sales.cancel')}</Button>
            <Button loading={send.isPending} onClick={() => void submit()} data-email-receipt-send>{t('sales.email_receipt_send')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
