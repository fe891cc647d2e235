import { useState } from 'react';
import { Badge, Drawer, Group, Loader, Pagination, Paper, Select, Stack, Table, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { useForms } from '../api/get-forms';
import { useFormResponses } from '../api/form-responses';
import { ResponseDetail } from './response-detail';

/** /customers/form-responses: filled forms by form, customer and date, each with its answers, signature and PDF. */
export function ResponsesPage({ customerId }: { customerId?: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const forms = useForms(false);
  const [formId, setFormId] = useState<string | null>(null);
  const [customer, setCustomer] = useState(customerId ? String(customerId) : '');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const query = {
    page, per_page: 25,
    ...(formId ? { form_id: Number(formId) } : {}),
    ...(/^\d+$/.test(customer) ? { customer_id: Number(customer) } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
  const responses = useFormResponses(query);
  const total = responses.data?.meta.total ?? 0;

  return (
    <Stack gap="md">
      {!customerId && <Title order={2}>{t('customer_forms.responses_title')}</Title>}
      <Group gap="sm" align="flex-end">
        <Select label={t('customer_forms.responses.filter_form')} placeholder={t('customer_forms.responses.all_forms')} clearable data={(forms.data?.data ?? []).map((f) => ({ value: String(f.id), label: f.name }))} value={formId} onChange={(v) => { setFormId(v); setPage(1); }} w={220} />
        {!customerId && <TextInput label={t('customer_forms.responses.customer_id')} value={customer} onChange={(e) => { setCustomer(e.currentTarget.value.replace(/\D/g, '')); setPage(1); }} w={140} inputMode="numeric" />}
        <TextInput type="date" label={t('customer_forms.responses.from')} value={from} onChange={(e) => { setFrom(e.currentTarget.value); setPage(1); }} w={160} />
        <TextInput type="date" label={t('customer_forms.responses.to')} value={to} onChange={(e) => { setTo(e.currentTarget.value); setPage(1); }} w={160} />
      </Group>
      {responses.isPending ? (
        <Group justify="center" p="xl"><Loader /></Group>
      ) : responses.isError ? (
        <Text c="red">{t('customer_forms.load_failed')}</Text>
      ) : !responses.data.data.length ? (
        <Paper withBorder p="xl" radius="md" ta="center">
          <Title order={4}>{t('customer_forms.responses.empty')}</Title>
          <Text c="dimmed" size="sm">{t('customer_forms.responses.empty_hint')}</Text>
        </Paper>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('customer_forms.responses.col_date')}</Table.Th>
                <Table.Th>{t('customer_forms.responses.col_form')}</Table.Th>
                <Table.Th>{t('customer_forms.responses.col_customer')}</Table.Th>
                <Table.Th>{t('customer_forms.responses.col_source')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {responses.data.data.map((row) => (
                <Table.Tr key={row.id} data-response-row={row.id}>
                  <Table.Td>
                    <UnstyledButton onClick={() => setOpen(row.id)} aria-label={`${t('customer_forms.responses.open')}: ${row.form_name}, ${row.customer_name}`} style={{ textDecoration: 'underline' }}>
                      {format.dateTime(row.created_at)}
                    </UnstyledButton>
                  </Table.Td>
                  <Table.Td>{row.form_name} {row.has_signature && <IconSignature size={14} aria-hidden />}</Table.Td>
                  <Table.Td>{row.customer_name}</Table.Td>
                  <Table.Td><Badge variant="filled" color="blue.9" size="sm">{t(`customer_forms.source.${row.source}`)}</Badge></Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {total > 25 && <Pagination value={page} onChange={setPage} total={Math.ceil(total / 25)} />}
      <Drawer opened={open !== null} onClose={() => setOpen(null)} position="right" size="lg" title={t('customer_forms.responses.detail_title')}>
        {open !== null && <ResponseDetail id={open} />}
      </Drawer>
    </Stack>
  );
}
