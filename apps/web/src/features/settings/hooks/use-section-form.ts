import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { SettingsSection } from '@chairside/shared/constants';
import { useTranslation } from '@/lib/use-translation';
import { failureMessages, translatedIssues } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useUpdateVenueSection, type SectionData, type SectionUpdate } from '../api/venue-section';
import { useUnsavedGuard } from './use-unsaved-guard';

/** The values whose fields were changed (a nested value, e.g. the display hours, goes whole). */
export function changedValues<V extends Record<string, unknown>>(values: V, dirty: Partial<Record<keyof V, unknown>>): Partial<V> {
  const changed: Partial<V> = {};
  for (const key of Object.keys(values) as (keyof V)[]) {
    const mark = dirty[key];
    const isDirty = typeof mark === 'object' && mark !== null ? Object.values(mark).some(Boolean) : Boolean(mark);
    if (isDirty) changed[key] = values[key];
  }
  return changed;
}

interface SectionFormOptions<S extends SettingsSection, V extends FieldValues> {
  section: S;
  schema: z.ZodType;
  initial: V;
  /** The form's values from the section's data (after a save). */
  toValues: (data: SectionData<S>) => V;
  /** The form's field names: a server error on another field goes above the form. */
  fields: readonly string[];
}

/**
 * One settings form: validated with the shared schema (messages in the user's language), saved
 * with only the changed fields, the server's field errors put on their fields, a notice on
 * success, and leaving with unsaved changes asks first.
 */
export function useSectionForm<S extends SettingsSection, V extends FieldValues>({ section, schema, initial, toValues, fields }: SectionFormOptions<S, V>) {
  const { t } = useTranslation();
  const update = useUpdateVenueSection(section);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<V>({
    resolver: zodResolver(schema as never, translatedIssues) as unknown as Resolver<V>,
    defaultValues: initial as DefaultValues<V>,
    mode: 'onTouched',
  });
  const dirty = form.formState.isDirty;
  useUnsavedGuard(dirty && !update.isPending);

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    const changed = changedValues(values as Record<string, unknown>, form.formState.dirtyFields as Record<string, unknown>);
    try {
      const answer = await update.mutateAsync(changed as Omit<SectionUpdate<S>, 'section'>);
      form.reset(toValues(answer.data as SectionData<S>));
      notify('positive', answer.message || t('settings_screens.saved'));
    } catch (error) {
      const rest = failureMessages(error, form.setError, fields, t('settings_screens.error_generic'));
      if (rest.length) setAlert(rest.join(' '));
    }
  });

  const discard = () => {
    setAlert(null);
    form.reset();
  };
  return { form, submit, discard, alert, dirty, saving: update.isPending };
}
