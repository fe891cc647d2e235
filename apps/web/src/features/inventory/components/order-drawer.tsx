import { useState } from 'react';
import { ActionIcon, Alert, Button, Drawer, Group, NumberInput, Select, Stack, Table, Text, TextInput, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import type { PurchaseOrderBody, PurchaseOrderDetail } from '@chairside/shared/inventory-orders';
import { failureMessages } from '@/lib/form-errors';
import { useFormat } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { usePartners, useProducts } from '../api/inventory-api';
import { useSaveOrder } from '../api/orders-api';

const FIELDS = ['supplier_id', 'note', 'expected_on', 'lines'] as const;
type Form = { supplier_id: number | null; note: string; expected_on: string; lines: { product_id: number | null; quantity: number; unit_cost: number | null }[] };
export type OrderPrefill = { supplier_id: number | null; lines: { product_id: number; quantity: number; unit_cost: number | null }[] };

const defaults = (order: PurchaseOrderDetail | null, prefill: OrderPrefill | null): Form => ({
  supplier_id: order?.supplier_id ?? prefill?.supplier_id ?? null,
  note: order?.note ?? '',
  expected_on: order?.expected_on ?? '',
  lines: order ? order.lines.map((l) => ({ product_id: l.product_id, quantity: l.quantity, unit_cost: l.unit_cost })) : (prefill?.lines ?? []),
});

/** Create or edit a draft purchase order: a supplier, its products with quantities and unit costs (default: the product's cost price). */
export function OrderDrawer({ order, prefill, onClose }: { order: PurchaseOrderDetail | null; prefill: OrderPrefill | null; onClose(): void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const format = useFormat();
  const save = useSaveOrder();
  const suppliers = usePartners('suppliers', false);
  const products = useProducts(false, '');
  const [alert, setAlert] = useState<string[]>([]);
  const form = useForm<Form>({ defaultValues: defaults(order, prefill) });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const { errors, isSubmitting } = form.formState;
  const tracked = (products.data?.data ?? []).filter((p) => p.track_stock);
  const costOf = (id: number | null) => tracked.find((p) => p.id === id)?.cost_price ?? 0;

  const submit = form.handleSubmit(async (values) => {
    setAlert([]);
    const body = {
      supplier_id: values.supplier_id ?? 0,
      note: values.note,
      expected_on: values.expected_on || null,
      lines: values.lines.filter((l) => l.product_id !== null).map((l) => ({ product_id: l.product_id!, quantity: l.quantity, unit_cost: l.unit_cost })),
    } as PurchaseOrderBody;
    if (!values.supplier_id) return form.setError('supplier_id', { message: t('inventory.validation.unknown') });
    if (!body.lines.length) return setAlert([t('inventory.lines_required')]);
    if (body.lines.some((l) => !l.quantity || l.quantity < 1)) return setAlert([t('inventory.quantity_required')]);
    try {
      const answer = await save.mutateAsync({ id: order?.id ?? null, body });
      notify('positive', answer.message);
      onClose();
    } catch (error) {
      setAlert(failureMessages(error, form.setError as never, FIELDS, t('inventory.save_failed')));
    }
  });

  const supplierOptions = (suppliers.data?.data ?? []).map((s) => ({ value: String(s.id), label: s.name }));
  if (order && !supplierOptions.some((o) => o.value === String(order.supplier_id))) supplierOptions.push({ value: String(order.supplier_id), label: order.supplier_name });
  const productOptions = tracked.map((p) => ({ value: String(p.id), label: [p.name, p.sku].filter(Boolean).join(' · ') }));
  const watched = useWatch({ control: form.control, name: 'lines' });
  const total = watched.reduce((sum, l) => sum + (l.unit_cost ?? costOf(l.product_id)) * (l.quantity || 0), 0);

  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'xl'}
      title={order ? t('inventory.edit_order', { number: order.number }) : t('inventory.new_order')}
      closeButtonProps={{ 'aria-label': t('inventory.cancel') }}
      data-order-drawer
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {alert.length > 0 && (
            <Alert color="red" role="alert">
              {alert.join(' ')}
            </Alert>
          )}
          <Group grow align="flex-start">
            <Controller
              control={form.control}
              name="supplier_id"
              render={({ field }) => (
                <Select
                  label={t('inventory.supplier')}
                  required
                  data={supplierOptions}
                  value={field.value == null ? null : String(field.value)}
                  onChange={(value) => field.onChange(value ? Number(value) : null)}
                  searchable
                  error={errors.supplier_id?.message}
                  comboboxProps={{ withinPortal: true }}
                  data-order-supplier
                />
              )}
            />
            <TextInput type="date" label={t('inventory.expected_on')} {...form.register('expected_on')} error={errors.expected_on?.message} />
          </Group>
          <Table.ScrollContainer minWidth={520}>
            <Table data-order-lines>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('inventory.name')}</Table.Th>
                  <Table.Th w={110}>{t('inventory.quantity')}</Table.Th>
                  <Table.Th w={130}>{t('inventory.unit_cost')}</Table.Th>
                  <Table.Th w={40} aria-label={t('inventory.actions')} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lines.fields.map((line, index) => (
                  <Table.Tr key={line.id} data-order-line>
                    <Table.Td>
                      <Controller
                        control={form.control}
                        name={`lines.${index}.product_id`}
                        render={({ field }) => (
                          <Select
                            aria-label={t('inventory.name')}
                            data={productOptions}
                            value={field.value == null ? null : String(field.value)}
                            onChange={(value) => {
                              field.onChange(value ? Number(value) : null);
                              form.setValue(`lines.${index}.unit_cost`, value ? costOf(Number(value)) : null);
                            }}
                            searchable
                            comboboxProps={{ withinPortal: true }}
                            data-line-product
                          />
                        )}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Controller
                        control={form.control}
                        name={`lines.${index}.quantity`}
                        render={({ field }) => (
                          <NumberInput aria-label={t('inventory.quantity')} min={1} allowDecimal={false} allowNegative={false} value={field.value} onChange={(value) => field.onChange(Number(value || 0))} data-line-quantity />
                        )}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Controller
                        control={form.control}
                        name={`lines.${index}.unit_cost`}
                        render={({ field }) => (
                          <NumberInput
                            aria-label={t('inventory.unit_cost')}
                            min={0}
                            decimalScale={2}
                            fixedDecimalScale
                            decimalSeparator={format.decimalSeparator}
                            allowedDecimalSeparators={['.', ',']}
                            value={(field.value ?? 0) / 100}
                            onChange={(value) => field.onChange(Math.round(Number(value || 0) * 100))}
                          />
                        )}
                      />
                    </Table.Td>
                    <Table.Td>
                      <ActionIcon variant="subtle" color="red" onClick={() => lines.remove(index)} aria-label={t('inventory.remove_line', { name: tracked.find((p) => p.id === form.getValues(`lines.${index}.product_id`))?.name ?? '' })}>
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="space-between">
            <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => lines.append({ product_id: null, quantity: 1, unit_cost: null })} data-add-line>
              {t('inventory.add_line')}
            </Button>
            <Text fw={600} data-order-total>
              {t('inventory.total')}: {format.price(total)}
            </Text>
          </Group>
          <Textarea label={t('inventory.note')} autosize minRows={2} maxLength={2000} {...form.register('note')} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('inventory.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting} data-save-order>
              {t('inventory.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}
