import { Table, Text } from '@mantine/core';
import { IconCheck, IconMinus } from '@tabler/icons-react';
import type { Plan } from '@chairside/shared/constants';
import type { PlansData } from '@chairside/shared/subscription';
import { useTranslation } from '@/lib/use-translation';

/** The paid plans compared (spec §2.5 names start and pro; grow sits between them). */
const COLUMNS: Plan[] = ['start', 'grow', 'pro'];

/**
 * The comparison table (spec §2.5): grouped by option group; a boolean value shows a check when
 * above 0, any other value is shown as text (0 staff = no limit).
 */
export function ComparisonTable({ data }: { data: PlansData }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table id="plans-comparison" striped withTableBorder aria-label={t('subscription.compare_title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            {COLUMNS.map((plan) => <Table.Th key={plan} ta="center">{t(`onboarding.plan_${plan}`)}</Table.Th>)}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.group_options.flatMap((group) => [
            <Table.Tr key={`g${group.id}`}>
              <Table.Th colSpan={COLUMNS.length + 1} scope="colgroup"><Text fw={700} size="sm">{group.group_name}</Text></Table.Th>
            </Table.Tr>,
            ...group.options.map((option) => (
              <Table.Tr key={option.id}>
                <Table.Td>{option.name}</Table.Td>
                {COLUMNS.map((plan) => {
                  const value = option.values.find((v) => v.plan_name === plan);
                  if (!value) return <Table.Td key={plan} />;
                  if (value.value_type === 'boolean') {
                    return (
                      <Table.Td key={plan} ta="center">
                        {value.value > 0
                          ? <IconCheck size={18} color="var(--mantine-color-green-7)" aria-label={t('subscription.included')} />
                          : <IconMinus size={18} color="var(--mantine-color-gray-5)" aria-label={t('subscription.not_included')} />}
                      </Table.Td>
                    );
                  }
                  return <Table.Td key={plan} ta="center">{value.value === 0 ? t('subscription.unlimited') : String(value.value)}</Table.Td>;
                })}
              </Table.Tr>
            )),
          ])}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
