import { Button, Group, MultiSelect, NumberInput, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { Controller, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import { CHARGE_TYPES, policyIssues, policySchema, type ChargeType, type Policy } from '@chairside/shared/settings-sections';
import { useTranslation } from '@/lib/use-translation';
import { useBookableServices } from '../api/get-services';
import { useSectionForm } from '../hooks/use-section-form';
import { MoneyInput } from './money-input';
import { FormAlert, SaveBar, SettingsCard } from './settings-layout';

/** The shared policy schema plus its rule that a chosen fee or deposit needs an amount (as the server checks it). */
const policyFormSchema = policySchema.superRefine((policy, ctx) => {
  for (const [field, key] of Object.entries(policyIssues(policy))) ctx.addIssue({ code: 'custom', path: [field], params: { key }, input: policy });
});
const FIELDS = Object.keys(policySchema.shape);

/** A ready-made policy text the form offers to put in the terms field (the customers menu passes one per language). */
export interface PolicyTextSuggestion {
  label: string;
  text: string;
}

/** The booking policy (settings/venue section policy): cancellation notice, no-show fee, deposits, terms. */
export function PolicyForm({ data, suggestion }: { data: Policy; suggestion?: PolicyTextSuggestion }) {
  const { t } = useTranslation();
  const { form, submit, discard, alert, dirty, saving } = useSectionForm({
    section: 'policy',
    schema: policyFormSchema,
    initial: data,
    toValues: (saved: Policy) => saved,
    fields: FIELDS,
  });
  const { errors } = form.formState;
  const { control } = form;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormAlert message={alert} />
        <SettingsCard id="policy-cancellation" title={t('settings_screens.cancellation_title')}>
          <Controller
            control={control}
            name="cancellation_notice_hours"
            render={({ field }) => (
              <NumberInput
                label={t('settings_screens.cancellation_notice')}
                description={t('settings_screens.cancellation_notice_hint')}
                min={0}
                max={720}
                allowDecimal={false}
                allowNegative={false}
                maw={320}
                value={field.value}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : 0)}
                onBlur={field.onBlur}
                error={errors.cancellation_notice_hours?.message}
              />
            )}
          />
          <Charge control={control} errors={errors} kind="no_show_fee" label={t('settings_screens.no_show_fee')} percentLabel={t('settings_screens.fee_percent')} amountLabel={t('settings_screens.fee_amount')} />
        </SettingsCard>

        <SettingsCard id="policy-deposits" title={t('settings_screens.deposits_title')}>
          <Charge control={control} errors={errors} kind="deposit" label={t('settings_screens.deposit')} percentLabel={t('settings_screens.deposit_percent')} amountLabel={t('settings_screens.deposit_amount')} />
          <DepositServices control={control} errors={errors} />
        </SettingsCard>

        <SettingsCard id="policy-terms" title={t('settings_screens.terms_title')}>
          <Textarea label={t('settings_screens.policy_text')} description={t('settings_screens.policy_text_hint')} autosize minRows={4} maxRows={14} error={errors.policy_text?.message} {...form.register('policy_text')} />
          {suggestion ? (
            <Button variant="light" size="xs" style={{ alignSelf: 'flex-start' }} onClick={() => form.setValue('policy_text', suggestion.text, { shouldDirty: true })}>
              {suggestion.label}
            </Button>
          ) : null}
        </SettingsCard>

        <SaveBar dirty={dirty} saving={saving} onDiscard={discard} />
      </Stack>
    </form>
  );
}

interface ChargeProps {
  control: Control<Policy>;
  errors: FieldErrors<Policy>;
  kind: 'no_show_fee' | 'deposit';
  label: string;
  percentLabel: string;
  amountLabel: string;
}

/** A fee or deposit: none, a percentage of the price, or a fixed amount, with the field for the chosen one. */
function Charge({ control, errors, kind, label, percentLabel, amountLabel }: ChargeProps) {
  const { t } = useTranslation();
  const type = useWatch({ control, name: `${kind}_type` }) as ChargeType;
  const labelId = `${kind}-type-label`;
  return (
    <Stack gap="xs">
      <Text id={labelId} size="sm" fw={500}>
        {label}
      </Text>
      <Controller
        control={control}
        name={`${kind}_type`}
        render={({ field }) => (
          <SegmentedControl
            aria-labelledby={labelId}
            data={CHARGE_TYPES.map((value) => ({ value, label: t(`settings_screens.charge_${value}`) }))}
            value={field.value}
            onChange={field.onChange}
            style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
            data-charge={kind}
          />
        )}
      />
      <Group gap="sm">
        {type === 'percent' ? (
          <Controller
            control={control}
            name={`${kind}_percent`}
            render={({ field }) => (
              <NumberInput
                label={percentLabel}
                min={0}
                max={100}
                allowDecimal={false}
                allowNegative={false}
                suffix=" %"
                w={260}
                value={field.value}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : 0)}
                onBlur={field.onBlur}
                error={errors[`${kind}_percent`]?.message}
              />
            )}
          />
        ) : null}
        {type === 'fixed' ? (
          <Controller
            control={control}
            name={`${kind}_amount`}
            render={({ field }) => <MoneyInput label={amountLabel} w={260} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors[`${kind}_amount`]?.message} />}
          />
        ) : null}
      </Group>
    </Stack>
  );
}

/** Which services take a deposit (none chosen: every service); shown only when a deposit is asked. */
function DepositServices({ control, errors }: { control: Control<Policy>; errors: FieldErrors<Policy> }) {
  const { t } = useTranslation();
  const type = useWatch({ control, name: 'deposit_type' });
  const services = useBookableServices();
  if (type === 'none') return null;
  const data = (services.data ?? []).map((service) => ({ value: String(service.id), label: service.name }));
  return (
    <Controller
      control={control}
      name="deposit_service_ids"
      render={({ field }) => (
        <MultiSelect
          label={t('settings_screens.deposit_services')}
          description={t('settings_screens.deposit_services_hint')}
          placeholder={field.value.length ? undefined : t('settings_screens.deposit_services_all')}
          searchable
          clearable
          nothingFoundMessage={t('settings_screens.nothing_found')}
          data={data}
          value={field.value.map(String)}
          onChange={(values) => field.onChange(values.map(Number))}
          onBlur={field.onBlur}
          error={errors.deposit_service_ids?.message}
        />
      )}
    />
  );
}
