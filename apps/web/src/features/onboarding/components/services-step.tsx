import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useFieldArray, useForm, useWatch, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { chosenOf, rowOfChoice, starterRows, type StarterRow } from '../utils/starter-rows';
import { StarterServiceRow } from './starter-service-row';
import { StepActions } from './step-actions';
import type { StepProps } from './step-props';
import { useStepSave } from './use-step-save';

interface ServicesForm {
  rows: StarterRow[];
}

/**
 * Step 6: the starter catalogue of the business type. The owner unticks what they don't offer,
 * edits names, lengths and prices inline, or skips; Next makes the ticked services (performed by
 * the owner) and saving again updates them instead of adding them twice.
 */
export function ServicesStep({ state, onSaved, onBack }: StepProps) {
  const { t } = useTranslation();
  const { offered, chosen } = state.answers.services;
  const form = useForm<ServicesForm>({ defaultValues: { rows: starterRows(offered, chosen) } });
  const { fields } = useFieldArray({ control: form.control, name: 'rows', keyName: 'fieldId' });
  const rows = useWatch({ control: form.control, name: 'rows' });
  // The server names a line by its place among the ticked ones: services.<n>.<field> → rows.<row>.<field>.
  const setServerError: UseFormSetError<ServicesForm> = (name, error, options) => {
    const match = /^services\.(\d+)\.(name|duration|price|key)$/.exec(name);
    const row = match ? rowOfChoice(form.getValues('rows'), Number(match[1])) : undefined;
    if (match && row !== undefined && match[2] !== 'key') form.setError(`rows.${row}.${match[2] as 'name' | 'duration' | 'price'}`, error, options);
    else form.setError('root', error);
  };
  const { run, alert, pending } = useStepSave(setServerError, ['services'], onSaved);

  const submit = form.handleSubmit((values) => {
    let valid = true;
    values.rows.forEach((row, index) => {
      if (!row.checked) return;
      if (!row.name.trim()) {
        form.setError(`rows.${index}.name`, { message: t('validation.required') }, { shouldFocus: valid });
        valid = false;
      }
      if (row.duration === null || row.duration < row.min) {
        form.setError(`rows.${index}.duration`, { message: t('onboarding_catalog.validation.too_short', { minutes: row.min }) }, { shouldFocus: valid });
        valid = false;
      }
    });
    if (valid) return run({ step: 'services', services: chosenOf(values.rows) });
  });
  const skip = () => void run({ step: 'services', services: [] });
  const ticked = rows.filter((row) => row.checked).length;
  const setAll = (checked: boolean) => rows.forEach((_, index) => form.setValue(`rows.${index}.checked`, checked, { shouldDirty: true }));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('onboarding_catalog.hint')}
        </Text>
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600} aria-live="polite">
            {t('onboarding_catalog.selected', { count: ticked, total: rows.length })}
          </Text>
          <Anchor component="button" type="button" size="sm" onClick={() => setAll(ticked < rows.length)}>
            {t(ticked < rows.length ? 'onboarding_catalog.select_all' : 'onboarding_catalog.select_none')}
          </Anchor>
        </Group>
        {offered.map((group) => (
          <Stack key={group.key} gap={4} component="section" aria-label={group.name}>
            <Title order={3} size="h5">
              {group.name}
            </Title>
            <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {fields.map((field, index) =>
                field.group === group.key ? <StarterServiceRow key={field.fieldId} control={form.control} index={index} row={rows[index] ?? field} /> : null,
              )}
            </Stack>
          </Stack>
        ))}
        {ticked === 0 && (
          <Text size="sm" c="dimmed" role="status">
            {t('onboarding_catalog.none_ticked')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="subtle" onClick={skip} disabled={pending}>
            {t('onboarding_catalog.skip')}
          </Button>
        </Group>
        <StepActions onBack={onBack} pending={pending} alert={[...alert, ...(form.formState.errors.root?.message ? [form.formState.errors.root.message] : [])]} />
      </Stack>
    </form>
  );
}
