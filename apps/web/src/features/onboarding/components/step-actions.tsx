import { Alert, Button, Flex, Stack } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';

export interface StepActionsProps {
  onBack?: () => void;
  pending: boolean;
  alert: string[];
  last?: boolean;
}

/** Errors, then Back and Next (Finish on the last step) at the bottom of every step. */
export function StepActions({ onBack, pending, alert, last = false }: StepActionsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      {alert.length > 0 && (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {alert.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </Alert>
      )}
      {/* Side by side from the xs breakpoint; on a phone stacked full-width in reading order. */}
      <Flex direction={{ base: 'column', xs: 'row' }} justify={onBack ? 'space-between' : 'flex-end'} gap="sm">
        {onBack && (
          <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack} disabled={pending}>
            {t('onboarding.back')}
          </Button>
        )}
        <Button type="submit" loading={pending} rightSection={last ? undefined : <IconArrowRight size={16} aria-hidden />}>
          {t(last ? 'onboarding.finish' : 'onboarding.next')}
        </Button>
      </Flex>
    </Stack>
  );
}
