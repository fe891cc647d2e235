import { useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import type { OnboardingSaveBody, OnboardingState } from '@chairside/shared/onboarding';
import { applyServerErrors, errorText } from '@/lib/form-errors';
import { useSaveOnboarding } from '../api/save-onboarding';

/** Saves one step; the server's field errors go on the form, anything else above it. */
export function useStepSave<T extends FieldValues>(setError: UseFormSetError<T>, fields: readonly string[], onSaved: (next: OnboardingState | null) => void) {
  const { t } = useTranslation();
  const save = useSaveOnboarding();
  const [alert, setAlert] = useState<string[]>([]);
  const run = async (body: OnboardingSaveBody) => {
    setAlert([]);
    try {
      onSaved(await save.mutateAsync(body));
    } catch (error) {
      const rest = applyServerErrors(error, setError, fields);
      if (rest === null) setAlert([errorText(error) ?? t('onboarding.error_generic')]);
      else setAlert(rest);
    }
  };
  return { run, alert, pending: save.isPending };
}
