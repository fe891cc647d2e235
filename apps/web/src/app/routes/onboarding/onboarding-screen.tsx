import type { ComponentType } from 'react';
import { Button, Center, Loader } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { Navigate, useNavigate, useParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { LogoutButton } from '@/components/ui/logout-button';
import { AuthFrame } from '@/features/auth/components/auth-frame';
import { useOnboarding } from '@/features/onboarding/api/get-onboarding';
import { AboutStep } from '@/features/onboarding/components/about-step';
import { DetailsStep } from '@/features/onboarding/components/details-step';
import { GoalsStep } from '@/features/onboarding/components/goals-step';
import { LocationStep } from '@/features/onboarding/components/location-step';
import { OnboardingProgress } from '@/features/onboarding/components/onboarding-progress';
import { PlanStep } from '@/features/onboarding/components/plan-step';
import { ScheduleStep } from '@/features/onboarding/components/schedule-step';
import { ServicesStep } from '@/features/onboarding/components/services-step';
import type { StepProps } from '@/features/onboarding/components/step-props';
import { nextStep, previousStep, stepToShow, type OnboardingStep } from '@/features/onboarding/utils/steps';

const STEPS: Record<OnboardingStep, ComponentType<StepProps>> = {
  about: AboutStep,
  goals: GoalsStep,
  details: DetailsStep,
  location: LocationStep,
  schedule: ScheduleStep,
  services: ServicesStep,
  plan: PlanStep,
};

/**
 * /onboarding and /onboarding/:step: seven steps, each saved as it is left (POST onboarding/save).
 * /onboarding resumes at the saved step; a step not reached yet also sends there.
 */
export function OnboardingScreen() {
  const { t } = useTranslation();
  const { step: asked } = useParams();
  const navigate = useNavigate();
  const onboarding = useOnboarding();
  const footer = (
    <LogoutButton variant="subtle" color="gray">
      {t('onboarding.save_and_exit')}
    </LogoutButton>
  );

  if (onboarding.isPending || (onboarding.isError && onboarding.isFetching)) {
    return (
      <AuthFrame title={t('onboarding.title')} width={760}>
        <Center mih={200} role="status">
          <Loader aria-label={t('onboarding.loading')} />
        </Center>
      </AuthFrame>
    );
  }
  if (onboarding.isError) {
    return (
      <AuthFrame title={t('onboarding.title')} width={760} footer={footer}>
        <EmptyState
          title="onboarding.load_failed"
          description="onboarding.load_failed_text"
          action={<Button onClick={() => void onboarding.refetch()}>{t('onboarding.retry')}</Button>}
        />
      </AuthFrame>
    );
  }

  const state = onboarding.data;
  const step = stepToShow(asked, state.step);
  if (asked !== step) return <Navigate to={`/onboarding/${step}`} replace />;
  const Step = STEPS[step];
  const back = previousStep(step);
  return (
    <AuthFrame
      width={760}
      header={<OnboardingProgress step={step} />}
      title={t(`onboarding.${step}_title`)}
      subtitle={t(`onboarding.${step}_subtitle`)}
      footer={footer}
    >
      <Step
        key={step}
        state={state}
        onBack={back ? () => void navigate(`/onboarding/${back}`) : undefined}
        onSaved={(next) => {
          const following = nextStep(step);
          if (next && following) void navigate(`/onboarding/${following}`);
        }}
      />
    </AuthFrame>
  );
}
