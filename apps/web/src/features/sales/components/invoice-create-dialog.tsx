import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Loader, Modal, Paper, SimpleGrid, Stack, Text, TextInput, Textarea, UnstyledButton } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconSearch } from '@tabler/icons-react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { invoiceStoreBody, type InvoiceCandidatesResponse } from '@chairside/shared/sales-invoices';
import { useFormat } from '@/lib/format';
import { failureMessages, translatedIssues } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { useInvoiceCandidates, useInvoiceCustomers, useStoreInvoice } from '../api/invoices-api';

const companyForm = invoiceStoreBody.omit({ customer_id: true, sale_ids: true });
interface CompanyValues { company_name: string; tax_number: string; address: string; postcode: string; city: string; country: string; email: string; notes: string }
/** Fields shown on the form; errors on others (the sales, the customer) go in the alert above. */
const FIELDS = ['company_name', 'tax_number', 'address', 'postcode', 'city', 'country', 'email', 'notes'];
const EMPTY: CompanyValues = { company_name: '', tax_number: '', address: '', postcode: '', city: '', country: '', email: '', notes: '' };

interface Props {
  /** Start with this customer (from a sale's detail); none: choose one first. */
  customer?: { id: number; name: string } | null;
  /** Sales ticked at first; none: all of the customer's. */
  saleIds?: number[];
  onClose(): void;
  onCreated(id: number): void;
}

/** "Create invoice": choose a customer, tick their paid sales not yet invoiced, confirm the company details, issue. */
export function InvoiceCreateDialog({ customer: initial = null, saleIds, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const [customer, setCustomer] = useState(initial);
  return (
    <Modal opened onClose={onClose} size="lg" fullScreen={phone} title={t('invoices.create_title')} closeButtonProps={{ 'aria-label': t('invoices.close') }} data-invoice-create>
      {customer ? (
        <InvoiceForm customer={customer} saleIds={saleIds} onBack={initial ? null : () => setCustomer(null)} onCreated={onCreated} />
      ) : (
        <CustomerPicker onPick={setCustomer} />
      )}
    </Modal>
  );
}

function CustomerPicker({ onPick }: { onPick(customer: { id: number; name: string }): void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const customers = useInvoiceCustomers(debounced);
  const list = customers.data?.data ?? [];
  return (
    <Stack gap="sm">
      <TextInput
        label={t('invoices.choose_customer')}
        description={t('invoices.choose_customer_hint')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        data-autofocus
        data-invoice-customer-search
      />
      {customers.isPending ? (
        <Loader size="sm" aria-label={t('invoices.loading')} />
      ) : customers.isError ? (
        <Alert color="red" role="alert">{t('invoices.load_failed')}</Alert>
      ) : list.length === 0 ? (
        <Text size="sm" c="dimmed" data-invoice-no-customers>{t('invoices.no_customers')}</Text>
      ) : (
        <Stack gap={4} role="list">
          {list.map((c) => (
            <UnstyledButton key={c.id} role="listitem" onClick={() => onPick({ id: c.id, name: c.name })} p="xs" style={{ borderRadius: 6, border: '1px solid var(--mantine-color-default-border)' }} data-invoice-customer={c.id}>
              <Group justify="space-between" wrap="nowrap">
                <div>
                  <Text size="sm" fw={600}>{c.name}</Text>
                  <Text size="xs" c="dimmed">{[c.email, c.phone].filter(Boolean).join(' · ')}</Text>
                </div>
                <Text size="xs" c="dimmed">{t('invoices.sales_count', { count: c.sales })}</Text>
              </Group>
            </UnstyledButton>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

interface FormProps { customer: { id: number; name: string }; saleIds?: number[]; onBack: (() => void) | null; onCreated(id: number): void }

/** Waits for the customer's sales and details, then shows the form filled in with them. */
function InvoiceForm(props: FormProps) {
  const { t } = useTranslation();
  const candidates = useInvoiceCandidates(props.customer.id);
  if (candidates.isPending) return <Loader size="sm" aria-label={t('invoices.loading')} />;
  if (candidates.isError) return <Alert color="red" role="alert">{t('invoices.load_failed')}</Alert>;
  return <InvoiceFormBody {...props} data={candidates.data} />;
}

function InvoiceFormBody({ customer, saleIds, onBack, onCreated, data }: FormProps & { data: InvoiceCandidatesResponse }) {
  const { t } = useTranslation();
  const format = useFormat();
  const store = useStoreInvoice();
  // The given sales ticked (or all of them), the details filled in from the customer's last invoice or profile.
  const [selected, setSelected] = useState<Set<number>>(() => {
    const ids = data.data.map((s) => s.id);
    return new Set(saleIds?.length ? ids.filter((id) => saleIds.includes(id)) : ids);
  });
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<CompanyValues>({
    resolver: zodResolver(companyForm as never, translatedIssues) as unknown as Resolver<CompanyValues>,
    defaultValues: { ...EMPTY, ...data.company },
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  const sales = data.data;
  const chosen = sales.filter((s) => selected.has(s.id));
  const total = chosen.reduce((sum, s) => sum + s.total, 0);
  const toggle = (id: number) => setSelected((now) => {
    const next = new Set(now);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  });

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    if (chosen.length === 0) {
      setAlert(t('invoices.pick_sales'));
      return;
    }
    try {
      const answer = await store.mutateAsync({ ...values, customer_id: customer.id, sale_ids: chosen.map((s) => s.id) });
      notify('positive', answer.message);
      onCreated(answer.data.id);
    } catch (error) {
      const rest = failureMessages(error, form.setError, FIELDS, t('invoices.save_failed'));
      if (rest.length) setAlert(rest.join(' '));
    }
  });

  const field = (name: keyof CompanyValues, label: string, required = false) => (
    <TextInput label={label} required={required} {...form.register(name)} error={errors[name]?.message} data-invoice-field={name} />
  );
  return (
    <form onSubmit={submit} noValidate data-invoice-form>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} data-invoice-customer-name>{customer.name}</Text>
          {onBack && <Button variant="subtle" size="xs" leftSection={<IconArrowLeft size={14} aria-hidden />} onClick={onBack}>{t('invoices.other_customer')}</Button>}
        </Group>
        {alert && <Alert color="red" role="alert" data-invoice-alert>{alert}</Alert>}
        <Paper withBorder p="sm">
          <Text size="sm" fw={600} mb={6}>{t('invoices.sales_to_invoice')}</Text>
          {sales.length === 0 ? (
            <Text size="sm" c="dimmed" data-invoice-no-sales>{t('invoices.no_sales')}</Text>
          ) : (
            <Stack gap={6}>
              {sales.map((s) => (
                <Checkbox
                  key={s.id}
                  checked={selected.has(s.id)}
                  onChange={() => toggle(s.id)}
                  label={`${s.number} · ${format.date(s.business_date)} · ${format.price(s.total)}`}
                  description={s.lines.join(', ')}
                  data-invoice-sale={s.number}
                />
              ))}
              <Text size="sm" ta="right" fw={600} data-invoice-selected-total>{t('invoices.selected_total', { count: chosen.length, total: format.price(total) })}</Text>
            </Stack>
          )}
        </Paper>
        <Text size="sm" fw={600}>{t('invoices.company_details')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {field('company_name', t('invoices.company_name'), true)}
          {field('tax_number', t('invoices.tax_number'))}
        </SimpleGrid>
        {field('address', t('invoices.address'))}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {field('postcode', t('invoices.postcode'))}
          {field('city', t('invoices.city'))}
          {field('country', t('invoices.country'))}
        </SimpleGrid>
        {field('email', t('invoices.email'))}
        <Textarea label={t('invoices.notes')} rows={2} {...form.register('notes')} error={errors.notes?.message} />
        <Group justify="flex-end">
          <Button type="submit" loading={store.isPending} disabled={sales.length === 0} data-invoice-submit>{t('invoices.issue')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
