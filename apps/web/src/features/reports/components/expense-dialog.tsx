import { useState } from 'react';
import { Button, FileButton, Group, Modal, NumberInput, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { wireDate, useFormat } from '@/lib/format';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/use-translation';
import { useExpenseCategories, useExpenseReceipt, useStoreExpense } from '../api/expenses-api';

/** Record an expense: category, date, amount with the tax in it, note, and a photo of the receipt (sent once the expense is saved). */
export function ExpenseDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const categories = useExpenseCategories();
  const store = useStoreExpense();
  const receipt = useExpenseReceipt();
  const [photo, setPhoto] = useState<File | null>(null);
  const [form, setForm] = useState({ category_id: '', spent_on: wireDate(new Date()), amount: 0, tax_amount: 0, note: '' });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const money = (key: 'amount' | 'tax_amount', label: string) => (
    <NumberInput label={label} min={0} decimalScale={2} fixedDecimalScale decimalSeparator={format.decimalSeparator} allowedDecimalSeparators={['.', ',']}
      value={form[key] / 100} onChange={(value) => setForm({ ...form, [key]: Math.round(Number(value || 0) * 100) })} error={errors[key]?.[0]} data-field={key} />
  );
  const submit = async () => {
    try {
      const saved = await store.mutateAsync({ ...form, category_id: Number(form.category_id) });
      notifications.show({ message: saved.message });
      if (photo) {
        try {
          notifications.show({ message: (await receipt.mutateAsync({ id: saved.data.id, file: photo })).message });
        } catch (error) {
          // The expense is saved; only its photo was refused (not a picture, too large): say so and close.
          notifications.show({ color: 'red', message: error instanceof ApiError ? error.message : String(error) });
        }
        setPhoto(null);
      }
      setErrors({});
      onClose();
    } catch (error) {
      if (error instanceof ApiError) setErrors((error.body.errors as Record<string, string[]> | undefined) ?? {});
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('reports.add_expense')}>
      <Stack gap="sm">
        <Select label={t('reports.column_category')} data={(categories.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={form.category_id || null} onChange={(value) => setForm({ ...form, category_id: value ?? '' })} error={errors.category_id?.[0]} data-field="category_id" />
        <TextInput type="date" label={t('reports.column_date')} value={form.spent_on} onChange={(e) => setForm({ ...form, spent_on: e.currentTarget.value })} error={errors.spent_on?.[0]} />
        <Group grow>
          {money('amount', t('reports.column_amount'))}
          {money('tax_amount', t('reports.column_tax_amount'))}
        </Group>
        <Textarea label={t('reports.column_note')} value={form.note} onChange={(e) => setForm({ ...form, note: e.currentTarget.value })} error={errors.note?.[0]} />
        <Group gap="sm" wrap="nowrap">
          <FileButton accept="image/jpeg,image/png,image/webp" capture="environment" onChange={setPhoto}>
            {(props) => (
              <Button {...props} variant="light" leftSection={<IconCamera size={16} aria-hidden />} data-receipt-photo>
                {t(photo ? 'reports.receipt_replace' : 'reports.receipt_add')}
              </Button>
            )}
          </FileButton>
          {photo && <Text size="sm" c="dimmed" truncate data-receipt-name>{photo.name}</Text>}
        </Group>
        <Group justify="end">
          <Button variant="default" onClick={onClose}>{t('shell.cancel')}</Button>
          <Button onClick={() => void submit()} loading={store.isPending || receipt.isPending} data-save-expense>{t('reports.save')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
