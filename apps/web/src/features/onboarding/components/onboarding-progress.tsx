import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { ONBOARDING_STEPS, stepIndex, type OnboardingStep } from '../utils/steps';

/** "Step 3 of 6 · Details" with a bar. */
export function OnboardingProgress({ step }: { step: OnboardingStep }) {
  const { t } = useTranslation();
  const index = stepIndex(step) + 1;
  const total = ONBOARDING_STEPS.length;
  const label = t('onboarding.progress', { step: index, total });
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600} c="dimmed">
          {label}
        </Text>
        <Text size="sm" c="dimmed">
          {t(`onboarding.step_${step}`)}
        </Text>
      </Group>
      <Progress value={(index / total) * 100} size="sm" aria-label={label} />
    </Stack>
  );
}
