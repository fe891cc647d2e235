import { Badge, Button, Card, Checkbox, Group, Stack, Text } from '@mantine/core';
import type { DuplicateGroup, MergeCustomer } from '@chairside/shared/customers-transfer';
import { useTranslation } from '@/lib/use-translation';

const nameOf = (c: MergeCustomer) => `${c.first_name} ${c.last_name}`.trim();

/** One candidate group: why its customers may be one person, two of them chosen to compare. */
export function DuplicateGroupCard({ group, selected, onSelect, onCompare }: {
  group: DuplicateGroup;
  selected: number[];
  onSelect: (ids: number[]) => void;
  onCompare: (pair: [MergeCustomer, MergeCustomer]) => void;
}) {
  const { t } = useTranslation();
  const chosen = group.customers.filter((c) => selected.includes(c.id));
  const toggle = (id: number, on: boolean) => onSelect(on ? [...selected.filter((x) => x !== id), id].slice(-2) : selected.filter((x) => x !== id));
  return (
    <Card withBorder padding="sm" data-duplicate-group={group.reason}>
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Badge variant="light" color={group.reason === 'name' ? 'yellow' : 'blue'}>
          {t(`customers_transfer.reason.${group.reason}`)}
        </Badge>
        <Button size="xs" disabled={chosen.length !== 2} onClick={() => onCompare([chosen[0]!, chosen[1]!])} title={chosen.length !== 2 ? t('customers_transfer.select_pair') : undefined}>
          {t('customers_transfer.compare')}
        </Button>
      </Group>
      <Stack gap={6}>
        {group.customers.map((c) => (
          <Checkbox
            key={c.id}
            checked={selected.includes(c.id)}
            onChange={(event) => toggle(c.id, event.currentTarget.checked)}
            label={
              <Text size="sm" component="span">
                <b>{nameOf(c)}</b> · {[c.phone, c.email].filter(Boolean).join(' · ')} · {t('customers_transfer.appointments_count', { n: c.appointments })}
              </Text>
            }
          />
        ))}
      </Stack>
    </Card>
  );
}
