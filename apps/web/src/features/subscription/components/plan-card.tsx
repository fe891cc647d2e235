import { Anchor, Badge, Card, Group, List, Radio, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { Plan } from '@chairside/shared/constants';
import { monthlyTotal, type PlanInterval } from '@chairside/shared/rules/plan-pricing';
import { formatPlanPrice, type PlansData } from '@chairside/shared/subscription';
import { useTranslation } from '@/lib/use-translation';
import { STATUS_COLORS } from './status-colors';

/** Feature lines per plan (spec §9: five for paid plans, four for manage). */
const FEATURE_COUNT: Record<Plan, number> = { manage: 4, start: 5, grow: 5, pro: 5 };

interface PlanCardProps {
  plan: Plan;
  data: PlansData;
  interval: PlanInterval;
  /** The seat counter's value. */
  employees: number;
  /** 'trial' or 'subscribed' on the venue's current plan. */
  chip: 'trial' | 'subscribed' | null;
  selected: boolean;
  onSelect: (plan: Plan) => void;
  onViewAll: () => void;
}

/**
 * One plan of the plans dialog (spec §2.5): per month for the first staff (1 × rate), for each
 * extra staff (N × rate), the total per month, billed monthly or annually, the price per SMS, the
 * features and, when yearly, the monthly price struck through.
 */
export function PlanCard({ plan, data, interval, employees, chip, selected, onSelect, onViewAll }: PlanCardProps) {
  const { t } = useTranslation();
  const entry = data.plans[plan][interval];
  const [first = 0, extra = 0] = entry.prices;
  const extras = Math.max(0, employees - 1);
  const total = monthlyTotal(entry.prices, employees);
  const monthly = monthlyTotal(data.plans[plan].month.prices, employees);
  const free = plan === 'manage';
  return (
    // The whole card selects its plan; the radio inside is what the keyboard and screen readers use.
    <Card
      radius="md"
      p="md"
      withBorder
      h="100%"
      data-plan-card={plan}
      onClick={() => onSelect(plan)}
      style={{ cursor: 'pointer', outline: selected ? '2px solid var(--mantine-primary-color-filled)' : undefined }}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Radio value={plan} label={<Text fw={700} size="lg" span>{t(`onboarding.plan_${plan}`)}</Text>} />
          <Group gap={4}>
            {plan === 'pro' && <Badge variant="light">{t('onboarding.plan_popular')}</Badge>}
            {chip && <Badge variant="filled" color={chip === 'trial' ? STATUS_COLORS.trial : STATUS_COLORS.positive} data-chip={chip}>{t(`subscription.chip_${chip}`)}</Badge>}
          </Group>
        </Group>
        {free ? (
          <Text fw={700} size="xl">{t('onboarding.plan_free')}</Text>
        ) : (
          <Stack gap={2}>
            <Group gap="xs" align="baseline">
              <Text fw={700} size="xl" data-total>{formatPlanPrice(total)}</Text>
              <Text size="sm" c="dimmed">{t('subscription.per_month')}</Text>
              {interval === 'year' && (
                <Text size="sm" c="dimmed" td="line-through" data-struck>{formatPlanPrice(monthly)}</Text>
              )}
            </Group>
            <Text size="sm">{t('subscription.first_staff', { price: formatPlanPrice(first) })}</Text>
            <Text size="sm">{t('subscription.extra_staff', { count: extras, price: formatPlanPrice(extra) })}</Text>
            <Text size="xs" c="dimmed">{t(`subscription.billed_${interval}`)}</Text>
          </Stack>
        )}
        <Text size="xs" c="dimmed">{t('subscription.sms_price', { price: `${entry.currency.symbol} ${data.sms_cost}` })}</Text>
        <List size="sm" spacing={4} icon={<IconCheck size={14} aria-hidden />}>
          {Array.from({ length: FEATURE_COUNT[plan] }, (_, index) => (
            <List.Item key={index}>{t(`onboarding.plan_${plan}_f${index + 1}`)}</List.Item>
          ))}
        </List>
        <Anchor component="button" type="button" size="sm" onClick={(event) => { event.stopPropagation(); onViewAll(); }}>{t('subscription.view_all_features')}</Anchor>
      </Stack>
    </Card>
  );
}
