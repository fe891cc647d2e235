import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowDown } from '@tabler/icons-react';
import type { PreviewPlan, PreviewResponse } from '@chairside/shared/subscription';
import { DialogTitle } from '@/components/ui/dialog-title';
import { SecurityBadges } from '@/components/ui/security-badges';
import { errorText } from '@/lib/form-errors';
import { useTranslation } from '@/lib/use-translation';
import { STATUS_COLORS } from './status-colors';

function PlanBox({ label, plan }: { label: string; plan: PreviewPlan }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" data-preview={label}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="xs" c="dimmed" tt="uppercase" fw={700}>{t(`subscription.preview_${label}`)}</Text>
        {plan.trial === 1 && <Badge color={STATUS_COLORS.trial}>{t('subscription.chip_trial')}</Badge>}
      </Group>
      <Text fw={700} size="lg">{t(`onboarding.plan_${plan.name}`)}</Text>
      <Group justify="space-between">
        <Text size="sm">{t('subscription.seats_count', { count: plan.seats })} · {t(`subscription.billed_${plan.interval}`)}</Text>
        <Text fw={700} data-price>{plan.price_formatted}</Text>
      </Group>
    </Paper>
  );
}

/**
 * Your new plan preview (spec §2.5): the current plan (free-trial chip when trial is 1) and the new
 * one, each with its cost, seats and interval; 'submit purchase' runs the purchase (§4).
 */
export function PreviewDialog({ preview, onSubmit }: { preview: PreviewResponse['data']; onSubmit: () => Promise<void> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const submit = async () => {
    setBusy(true);
    setFailed(null);
    try {
      await onSubmit();
    } catch (error) {
      setFailed(errorText(error) ?? t('subscription.purchase_failed'));
      setBusy(false);
    }
  };
  return (
    <Stack gap="md">
      <DialogTitle>{t('subscription.preview_title')}</DialogTitle>
      <PlanBox label="current" plan={preview.current_plan} />
      <Group justify="center"><IconArrowDown aria-hidden /></Group>
      <PlanBox label="new" plan={preview.new_plan} />
      {failed && <Alert color="red" role="alert">{failed}</Alert>}
      <Button size="md" onClick={() => void submit()} loading={busy} data-submit-purchase>{t('subscription.submit_purchase')}</Button>
      <SecurityBadges />
    </Stack>
  );
}
