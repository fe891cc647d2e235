import { useState } from 'react';
import { Alert, Autocomplete, Button, Drawer, Group, NumberInput, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { productBody, type Product, type ProductBody } from '@chairside/shared/inventory';
import { failureMessages, translatedIssues } from '@/lib/form-errors';
import { useFormat } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { usePartners, useSaveProduct, useTaxRates } from '../api/inventory-api';
import { ProductPhotoField } from './product-photo-field';

const FIELDS = ['name', 'brand_id', 'category', 'sku', 'barcode', 'retail_price', 'tax_rate_id', 'cost_price', 'usage', 'reorder_level', 'reorder_quantity', 'supplier_id'] as const;

const defaults = (p: Product | null): ProductBody => ({
  name: p?.name ?? '', brand_id: p?.brand_id ?? null, category: p?.category ?? '', sku: p?.sku ?? '', barcode: p?.barcode ?? '',
  retail_price: p?.retail_price ?? 0, tax_rate_id: p?.tax_rate_id ?? null, cost_price: p?.cost_price ?? 0, usage: p?.usage ?? 'retail',
  track_stock: p?.track_stock ?? true, reorder_level: p?.reorder_level ?? 0, reorder_quantity: p?.reorder_quantity ?? 0, supplier_id: p?.supplier_id ?? null,
});

/** Add or edit a product in a drawer (full screen on a phone). Prices are typed in the venue's currency and sent in minor units. */
export function ProductDrawer({ product, categories, onClose }: { product: Product | null; categories: string[]; onClose(): void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const format = useFormat();
  const save = useSaveProduct();
  const brands = usePartners('brands', false);
  const suppliers = usePartners('suppliers', false);
  const taxes = useTaxRates();
  const [alert, setAlert] = useState<string[]>([]);
  const form = useForm<ProductBody>({ resolver: zodResolver(productBody, translatedIssues), defaultValues: defaults(product) });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    setAlert([]);
    try {
      const answer = await save.mutateAsync({ id: product?.id ?? null, body });
      notify('positive', answer.message);
      onClose();
    } catch (error) {
      setAlert(failureMessages(error, form.setError, FIELDS, t('inventory.save_failed')));
    }
  });
  // The product's own (maybe archived) brand / supplier stays choosable.
  const options = (rows: { id: number; name: string }[] | undefined, own: number | null, ownName: string | null) => {
    const list = (rows ?? []).map((row) => ({ value: String(row.id), label: row.name }));
    if (own !== null && !list.some((o) => o.value === String(own))) list.push({ value: String(own), label: ownName ?? String(own) });
    return list;
  };
  const idSelect = (name: 'brand_id' | 'supplier_id' | 'tax_rate_id', label: string, data: { value: string; label: string }[], placeholder?: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          data={data}
          value={field.value == null ? null : String(field.value)}
          onChange={(value) => field.onChange(value ? Number(value) : null)}
          placeholder={placeholder}
          clearable
          searchable
          error={errors[name]?.message}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );
  const money = (name: 'retail_price' | 'cost_price', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          min={0}
          decimalScale={2}
          fixedDecimalScale
          decimalSeparator={format.decimalSeparator}
          allowedDecimalSeparators={['.', ',']}
          value={(field.value ?? 0) / 100}
          onChange={(value) => field.onChange(Math.round(Number(value || 0) * 100))}
          error={errors[name]?.message}
        />
      )}
    />
  );
  const count = (name: 'reorder_level' | 'reorder_quantity', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberInput label={label} min={0} allowDecimal={false} value={field.value ?? 0} onChange={(value) => field.onChange(Number(value || 0))} error={errors[name]?.message} />
      )}
    />
  );

  return (
    <Drawer opened onClose={onClose} position="right" size={phone ? '100%' : 'lg'} title={t(product ? 'inventory.edit_product' : 'inventory.add_product')} closeButtonProps={{ 'aria-label': t('inventory.cancel') }} data-product-drawer>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {alert.length > 0 && (
            <Alert color="red" role="alert">
              {alert.join(' ')}
            </Alert>
          )}
          <TextInput label={t('inventory.name')} required data-autofocus error={errors.name?.message} {...form.register('name')} />
          {product && <ProductPhotoField productId={product.id} name={product.name} photo={product.photo} />}
          <Group grow align="flex-start">
            {idSelect('brand_id', t('inventory.brand'), options(brands.data?.data, product?.brand_id ?? null, product?.brand_name ?? null))}
            <Controller
              control={form.control}
              name="category"
              render={({ field }) => (
                <Autocomplete label={t('inventory.category')} data={categories} value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} error={errors.category?.message} comboboxProps={{ withinPortal: true }} />
              )}
            />
          </Group>
          <Group grow align="flex-start">
            <TextInput label={t('inventory.sku')} error={errors.sku?.message} {...form.register('sku')} />
            <TextInput label={t('inventory.barcode')} error={errors.barcode?.message} {...form.register('barcode')} />
          </Group>
          <Group grow align="flex-start">
            {money('retail_price', t('inventory.retail_price'))}
            {idSelect('tax_rate_id', t('inventory.tax_rate'), (taxes.data?.data ?? []).filter((r) => !r.archived || r.id === product?.tax_rate_id).map((r) => ({ value: String(r.id), label: `${r.name} (${r.rate / 100} %)` })), t('inventory.tax_default'))}
          </Group>
          {money('cost_price', t('inventory.cost_price'))}
          <Controller
            control={form.control}
            name="usage"
            render={({ field }) => (
              <Select
                label={t('inventory.usage')}
                data={[{ value: 'retail', label: t('inventory.usage_retail') }, { value: 'professional', label: t('inventory.usage_professional') }]}
                value={field.value ?? 'retail'}
                onChange={(value) => field.onChange(value ?? 'retail')}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <Controller
            control={form.control}
            name="track_stock"
            render={({ field }) => <Switch label={t('inventory.track_stock')} checked={field.value ?? true} onChange={(event) => field.onChange(event.currentTarget.checked)} />}
          />
          <Group grow align="flex-start">
            {count('reorder_level', t('inventory.reorder_level'))}
            {count('reorder_quantity', t('inventory.reorder_quantity'))}
          </Group>
          {idSelect('supplier_id', t('inventory.supplier'), options(suppliers.data?.data, product?.supplier_id ?? null, product?.supplier_name ?? null))}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('inventory.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting} data-save-product>
              {t('inventory.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}
