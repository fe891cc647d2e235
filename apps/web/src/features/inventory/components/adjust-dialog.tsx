import { useState } from 'react';
import { Alert, Button, Group, Modal, NumberInput, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ADJUSTMENT_KINDS, type StockRow } from '@chairside/shared/inventory';
import { isApiError } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { useAdjustStock } from '../api/inventory-api';

type Kind = (typeof ADJUSTMENT_KINDS)[number];
/** Reasons that usually add stock; the others remove it. */
const ADDS: Kind[] = ['purchase_receipt'];

/** Adjust one product's stock: add or remove a quantity with a reason and a note. */
export function AdjustDialog({ row, onClose }: { row: StockRow; onClose(): void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const adjust = useAdjustStock();
  const [kind, setKind] = useState<Kind>('damaged');
  const [direction, setDirection] = useState<'add' | 'remove'>('remove');
  const [quantity, setQuantity] = useState<number | ''>(1);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const signed = (direction === 'add' ? 1 : -1) * Number(quantity || 0);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!quantity || quantity < 1) return setError(t('inventory.quantity_required'));
    try {
      const answer = await adjust.mutateAsync({ product_id: row.product_id, quantity: signed, kind, note });
      notify('positive', answer.message);
      onClose();
    } catch (failure) {
      const message = isApiError(failure) ? failure.body.message : undefined;
      setError(typeof message === 'string' && message ? message : t('inventory.save_failed'));
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('inventory.adjust_title', { name: row.name })} fullScreen={phone} closeButtonProps={{ 'aria-label': t('inventory.cancel') }} data-adjust-dialog>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Select
            label={t('inventory.reason')}
            data={ADJUSTMENT_KINDS.map((value) => ({ value, label: t(`inventory.kind_${value}`) }))}
            value={kind}
            onChange={(value) => {
              const next = (value ?? 'damaged') as Kind;
              setKind(next);
              setDirection(ADDS.includes(next) ? 'add' : 'remove');
            }}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            data-adjust-reason
          />
          <SegmentedControl
            value={direction}
            onChange={(value) => setDirection(value as 'add' | 'remove')}
            data={[{ value: 'remove', label: t('inventory.remove') }, { value: 'add', label: t('inventory.add') }]}
            aria-label={t('inventory.direction')}
          />
          <NumberInput label={t('inventory.quantity')} min={1} allowDecimal={false} allowNegative={false} value={quantity} onChange={(value) => setQuantity(value === '' ? '' : Number(value))} required data-adjust-quantity />
          <TextInput label={t('inventory.note')} value={note} onChange={(event) => setNote(event.currentTarget.value)} maxLength={500} />
          <Text size="sm" c="dimmed" data-adjust-preview>
            {t('inventory.adjust_preview', { before: row.on_hand, after: row.on_hand + signed })}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('inventory.cancel')}
            </Button>
            <Button type="submit" loading={adjust.isPending} data-save-adjust>
              {t('inventory.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
