import { useState } from 'react';
import { ActionIcon, Alert, Button, Group, NumberInput, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { DESK_METHOD_NAME_MAX, deskPaymentsSchema, MAX_TIP_PERCENTS, type DeskPayments } from '@chairside/shared/payments';
import { failureMessages, issuePhrase } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { useSaveDeskPayments } from '../api/desk-payments-api';

const FIELDS = ['methods', 'tips', 'tips.enabled', 'tips.percents', ...[0, 1, 2].flatMap((i) => [`methods.${i}.name`, `methods.${i}.enabled`])];

/** Form values: tips as objects so the field array can key them. */
interface Values {
  methods: DeskPayments['methods'];
  tips: { enabled: boolean; percents: { value: number }[] };
}
const toValues = (data: DeskPayments): Values => ({ methods: data.methods, tips: { enabled: data.tips.enabled, percents: data.tips.percents.map((value) => ({ value })) } });
const toBody = (values: Values): DeskPayments => ({ methods: values.methods, tips: { enabled: values.tips.enabled, percents: values.tips.percents.map((row) => row.value) } });

/** /payments/payment: the desk's methods (on/off, the name checkout shows) and tips (on/off, suggested percentages). */
export function DeskPaymentsForm({ data }: { data: DeskPayments }) {
  const { t } = useTranslation();
  const save = useSaveDeskPayments();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<Values>({ defaultValues: toValues(data) });
  const { control, formState, register } = form;
  const percents = useFieldArray({ control, name: 'tips.percents' });
  const tipsOn = useWatch({ control, name: 'tips.enabled' });
  // Checked as the wire body by the shared schema: a name's message on its field, the lists' above them.
  const [listErrors, setListErrors] = useState<{ methods?: string; percents?: string }>({});
  const nameError = (index: number) => formState.errors.methods?.[index]?.name?.message;

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    const checked = deskPaymentsSchema.safeParse(toBody(values));
    const lists: { methods?: string; percents?: string } = {};
    for (const issue of checked.error?.issues ?? []) {
      const { key, vars } = issuePhrase(issue as never);
      const [top, index, field] = issue.path;
      if (top === 'methods' && field === 'name') form.setError(`methods.${Number(index)}.name`, { message: t(key, vars) });
      else if (top === 'methods') lists.methods ??= t(key, vars);
      else lists.percents ??= t(key, vars);
    }
    setListErrors(lists);
    if (!checked.success) return;
    try {
      const answer = await save.mutateAsync(toBody(values));
      form.reset(toValues(answer.data));
      notify('positive', answer.message);
    } catch (error) {
      const rest = failureMessages(error, form.setError as never, FIELDS, t('payments.save_failed'));
      if (rest.length) setAlert(rest.join(' '));
    }
  });

  return (
    <form onSubmit={submit} noValidate data-desk-payments-form>
      <Stack gap="md">
        {alert ? <Alert color="red" role="alert">{alert}</Alert> : null}
        <Paper withBorder radius="md" p="md">
          <Stack gap="md">
            <Title order={2} size="h4">{t('payments.methods_title')}</Title>
            {listErrors.methods ? <Text c="red" size="sm" role="alert">{listErrors.methods}</Text> : null}
            {data.methods.map((row, index) => {
              const standard = t(`sales.methods.${row.method}`);
              return (
                <Group key={row.method} align="end" wrap="wrap" gap="md" data-desk-method={row.method}>
                  <Controller
                    control={control}
                    name={`methods.${index}.enabled`}
                    render={({ field }) => (
                      <Switch miw={200} label={t('payments.method_enabled', { method: standard })} checked={field.value} onChange={(event) => field.onChange(event.currentTarget.checked)} />
                    )}
                  />
                  <TextInput
                    style={{ flex: '1 1 220px' }}
                    label={t('payments.method_name')}
                    description={t('payments.method_name_help')}
                    placeholder={t('payments.method_name_placeholder', { method: standard })}
                    maxLength={DESK_METHOD_NAME_MAX}
                    error={nameError(index)}
                    {...register(`methods.${index}.name`)}
                  />
                </Group>
              );
            })}
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Stack gap="md">
            <Title order={2} size="h4">{t('payments.tips_title')}</Title>
            <Controller
              control={control}
              name="tips.enabled"
              render={({ field }) => (
                <Switch label={t('payments.tips_enabled')} description={t('payments.tips_help')} checked={field.value} onChange={(event) => field.onChange(event.currentTarget.checked)} data-tips-enabled />
              )}
            />
            {tipsOn ? (
              <Stack gap="xs">
                {percents.fields.length === 0 ? <Text c="dimmed" size="sm">{t('payments.no_tip_suggestions')}</Text> : null}
                <Group gap="sm" align="end" wrap="wrap">
                  {percents.fields.map((field, index) => (
                    <Group key={field.id} gap={4} align="end" wrap="nowrap">
                      <Controller
                        control={control}
                        name={`tips.percents.${index}.value`}
                        render={({ field: input }) => (
                          <NumberInput w={150} min={1} max={100} allowDecimal={false} allowNegative={false} suffix=" %"
                            label={t('payments.tip_percent', { n: index + 1 })} value={input.value} onChange={(value) => input.onChange(typeof value === 'number' ? value : Number(value) || 0)} data-tip-percent={index} />
                        )}
                      />
                      <ActionIcon variant="subtle" color="red" size="lg" mb={2} aria-label={t('payments.remove_tip')} onClick={() => percents.remove(index)}>
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Group>
                  ))}
                </Group>
                {listErrors.percents ? <Text c="red" size="sm" role="alert">{listErrors.percents}</Text> : null}
                {percents.fields.length < MAX_TIP_PERCENTS ? (
                  <Group>
                    <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => percents.append({ value: 10 })} data-add-tip>
                      {t('payments.add_tip')}
                    </Button>
                  </Group>
                ) : null}
              </Stack>
            ) : null}
          </Stack>
        </Paper>
        <Group>
          <Button type="submit" loading={save.isPending} disabled={!formState.isDirty} data-save-desk>{t('payments.save')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
