import { useState } from 'react';
import { Anchor, Button, Group, Stack, Text, Textarea, ThemeIcon } from '@mantine/core';
import { IconMoodSad } from '@tabler/icons-react';
import { confirm } from '@/components/ui/confirm-dialog';
import { DialogTitle } from '@/components/ui/dialog-title';
import { openDialog } from '@/components/ui/open-dialog';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { cancelSubscription } from '../api/cancel-subscription';

/**
 * Cancel subscription (downgrade, spec §2.5): 'downgrade to <plan name>', a sad icon, a free-text
 * reason; Confirm downgrade opens the warning confirmation and only its Yes calls subscription/cancel.
 */
function CancelDialog({ currentPlan, onDone }: { currentPlan: string; onDone: (cancelled: boolean) => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const yes = await confirm({
      type: 'warning',
      title: t('subscription.confirmation_cancel_subscription_title'),
      description: t('subscription.confirmation_cancel_subscription_description', { plan: currentPlan }),
    });
    if (!yes) return;
    setBusy(true);
    try {
      const answer = await cancelSubscription(reason);
      notify('positive', answer.message);
      onDone(true);
    } catch {
      // The client has shown the server's message.
      setBusy(false);
    }
  };
  return (
    <Stack gap="sm" align="center" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" color="gray"><IconMoodSad size={30} aria-hidden /></ThemeIcon>
      <DialogTitle>{t('subscription.downgrade_to', { plan: t('onboarding.plan_manage') })}</DialogTitle>
      <Text fw={600}>{t('subscription.sorry_to_hear')}</Text>
      <Text size="sm" c="dimmed">{t('subscription.please_tell_reason', { plan: currentPlan })}</Text>
      <Textarea w="100%" autosize minRows={3} maxLength={1000} label={t('subscription.reason')} value={reason} onChange={(e) => setReason(e.currentTarget.value)} data-autofocus />
      <Anchor component="button" type="button" size="sm" onClick={() => onDone(false)}>{t('subscription.go_back')}</Anchor>
      <Group grow w="100%">
        <Button variant="default" onClick={() => onDone(false)}>{t('shell.cancel')}</Button>
        <Button color="red" loading={busy} onClick={() => void submit()} data-confirm-downgrade>{t('subscription.confirm_downgrade')}</Button>
      </Group>
    </Stack>
  );
}

/** Opens the downgrade dialog; true once the subscription was cancelled. */
export async function openCancelDialog(currentPlan: string): Promise<boolean> {
  return (await openDialog<boolean>((close) => <CancelDialog currentPlan={currentPlan} onDone={close} />, { size: 'md', withCloseButton: false })) ?? false;
}
