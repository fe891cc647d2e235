import { useState } from 'react';
import { Button, Group, Modal, NumberInput, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { wireDate, useFormat } from '@/lib/format';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/use-translation';
import { useExpenseCategories, useStoreExpense } from '../api/expenses-api';

/** Record an expense: category, date, amount with the tax in it, note. */
export function ExpenseDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const categories = useExpenseCategories();
  const store = useStoreExpense();
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
        <Group justify="end">
          <Button variant="default" onClick={onClose}>{t('shell.cancel')}</Button>
          <Button onClick={() => void submit()} loading={store.isPending} data-save-expense>{t('reports.save')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
