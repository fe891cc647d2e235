import { useState } from 'react';
import { Alert, Button, Group, Radio, Stack, Table, Text } from '@mantine/core';
import { MERGE_FIELDS, type MergeCustomer, type MergeField, type MergeResponse } from '@chairside/shared/customers-transfer';
import { confirm } from '@/components/ui/confirm-dialog';
import { useCan } from '@/lib/can';
import { useTranslation } from '@/lib/use-translation';
import { useMergeCustomers } from '../api/merge-customers';

const nameOf = (c: MergeCustomer) => `${c.first_name} ${c.last_name}`.trim();

function shown(c: MergeCustomer, field: MergeField): string {
  if (field === 'address') return [c.street, [c.postcode, c.city].filter(Boolean).join(' '), c.country].filter(Boolean).join(', ');
  if (field === 'preferred_employee_id') return c.preferred_employee_name ?? '';
  const value = c[field];
  return value === null || value === undefined ? '' : String(value);
}

/** Each field from the customer that has it, the kept customer's own value first. */
const defaults = (keep: MergeCustomer, other: MergeCustomer) =>
  Object.fromEntries(MERGE_FIELDS.map((f) => [f, !shown(keep, f) && shown(other, f) ? other.id : keep.id])) as Record<MergeField, number>;

/** Side by side: which customer stays, and per field whose value it keeps; merge after a confirmation. */
export function MergeCompare({ pair, onMerged, onCancel }: { pair: [MergeCustomer, MergeCustomer]; onMerged: (answer: MergeResponse) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const [keepId, setKeepId] = useState(pair[0].id);
  const keep = pair.find((c) => c.id === keepId)!;
  const other = pair.find((c) => c.id !== keepId)!;
  const [choice, setChoice] = useState(() => defaults(keep, other));
  const merge = useMergeCustomers();
  const mayEdit = useCan('edit_customer');
  const [error, setError] = useState<string | null>(null);

  const switchKept = (id: number) => {
    setKeepId(id);
    const [k, o] = id === pair[0].id ? pair : [pair[1], pair[0]];
    setChoice(defaults(k, o));
  };
  const submit = async () => {
    const yes = await confirm({
      type: 'warning',
      title: t('customers_transfer.confirm_title'),
      description: t('customers_transfer.confirm_body', { merged: nameOf(other), kept: nameOf(keep) }),
      yesLabel: t('customers_transfer.merge'),
      noLabel: t('customers_transfer.cancel'),
    });
    if (!yes) return;
    setError(null);
    const values = Object.fromEntries(MERGE_FIELDS.map((f) => [f, choice[f] === keep.id ? 'keep' : 'merge']));
    try {
      onMerged(await merge.mutateAsync({ keep_id: keep.id, merge_id: other.id, values }));
    } catch {
      setError(t('customers_transfer.load_failed'));
    }
  };

  return (
    <Stack data-merge-compare>
      <Text fw={600}>{t('customers_transfer.compare_title')}</Text>
      <Table.ScrollContainer minWidth={480}>
        <Table withColumnBorders>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('customers_transfer.field')}</Table.Th>
              {pair.map((c) => (
                <Table.Th key={c.id}>
                  <Radio name="kept" checked={keepId === c.id} onChange={() => switchKept(c.id)} label={t('customers_transfer.keep_this')} data-keep={c.id} />
                  <Text size="xs" c="dimmed">
                    {t('customers_transfer.appointments_count', { n: c.appointments })}
                  </Text>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {MERGE_FIELDS.map((field) => (
              <Table.Tr key={field}>
                <Table.Td>{t(`customers_transfer.fields.${field}`)}</Table.Td>
                {pair.map((c) => (
                  <Table.Td key={c.id}>
                    <Radio
                      name={`field-${field}`}
                      checked={choice[field] === c.id}
                      onChange={() => setChoice({ ...choice, [field]: c.id })}
                      label={shown(c, field) || t('customers_transfer.empty_value')}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="sm" c="dimmed">
        {t('customers_transfer.merge_note')}
      </Text>
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('customers_transfer.cancel')}
        </Button>
        <Button onClick={() => void submit()} loading={merge.isPending} disabled={!mayEdit} data-merge>
          {t('customers_transfer.merge')}
        </Button>
      </Group>
    </Stack>
  );
}
