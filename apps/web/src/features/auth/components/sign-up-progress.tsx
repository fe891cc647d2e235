import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { SIGN_UP_STEPS, type SignUpStep } from '../utils/sign-up-draft';

/** "Step 2 of 4" with a bar, above each sign-up screen's title. */
export function SignUpProgress({ step }: { step: SignUpStep }) {
  const { t } = useTranslation();
  const index = SIGN_UP_STEPS.indexOf(step) + 1;
  const total = SIGN_UP_STEPS.length;
  const label = t('auth_screens.step_of', { step: index, total });
  return (
    <Stack gap={6}>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Progress value={(index / total) * 100} size="sm" aria-label={label} />
    </Stack>
  );
}
