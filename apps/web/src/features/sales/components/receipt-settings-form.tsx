import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { RECEIPT_SHOW_FLAGS, RECEIPT_TAX_NUMBER_MAX, RECEIPT_TEXT_MAX, receiptSettingsSchema, type ReceiptSettings } from '@chairside/shared/sales-receipt';
import { failureMessages, translatedIssues } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { useSaveReceiptSettings } from '../api/receipt-api';

const FIELDS = Object.keys(receiptSettingsSchema.shape);

/** The receipt settings form: paper, texts, tax number and the parts shown; saved whole, with a notice. */
export function ReceiptSettingsForm({ data, hasLogo, onSaved }: { data: ReceiptSettings; hasLogo: boolean; onSaved(): void }) {
  const { t } = useTranslation();
  const save = useSaveReceiptSettings();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<ReceiptSettings>({
    resolver: zodResolver(receiptSettingsSchema as never, translatedIssues) as unknown as Resolver<ReceiptSettings>,
    defaultValues: data,
    mode: 'onTouched',
  });
  const { errors, isDirty } = form.formState;
  const { control, register } = form;

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      const answer = await save.mutateAsync(values);
      form.reset(answer.data);
      notify('positive', answer.message);
      onSaved();
    } catch (error) {
      const rest = failureMessages(error, form.setError, FIELDS, t('sales.receipt_settings.save_failed'));
      if (rest.length) setAlert(rest.join(' '));
    }
  });

  return (
    <form onSubmit={submit} noValidate data-receipt-settings-form>
      <Stack gap="md">
        {alert ? <Alert color="red" role="alert">{alert}</Alert> : null}
        <Paper withBorder radius="md" p="md">
          <Stack gap="md">
            <Controller
              control={control}
              name="paper"
              render={({ field }) => (
                <Stack gap={4}>
                  <Text size="sm" fw={500} id="receipt-paper">{t('sales.receipt_settings.paper')}</Text>
                  <SegmentedControl
                    aria-labelledby="receipt-paper"
                    value={field.value}
                    onChange={(value) => field.onChange(value)}
                    data={[{ value: 'thermal', label: t('sales.format_thermal') }, { value: 'a4', label: t('sales.format_a4') }]}
                  />
                </Stack>
              )}
            />
            {(['header', 'footer'] as const).map((part) => (
              <Textarea
                key={part}
                label={t(`sales.receipt_settings.${part}_text`)}
                description={t(`sales.receipt_settings.${part}_hint`)}
                autosize
                minRows={2}
                maxLength={RECEIPT_TEXT_MAX}
                error={errors[`${part}_text`]?.message}
                {...register(`${part}_text`)}
              />
            ))}
            <TextInput
              label={t('sales.receipt_settings.tax_number')}
              description={t('sales.receipt_settings.tax_number_hint')}
              maxLength={RECEIPT_TAX_NUMBER_MAX}
              maw={320}
              error={errors.tax_number?.message}
              {...register('tax_number')}
            />
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="md" component="fieldset">
          <Title order={2} size="h5" component="legend">{t('sales.receipt_settings.parts')}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
            {RECEIPT_SHOW_FLAGS.map((flag) => (
              <Checkbox
                key={flag}
                label={t(`sales.receipt_settings.${flag}`)}
                description={flag === 'show_logo' && !hasLogo ? t('sales.receipt_settings.logo_missing') : undefined}
                {...register(flag)}
              />
            ))}
          </SimpleGrid>
        </Paper>
        <Group gap="xs">
          <Button type="submit" loading={save.isPending} data-receipt-settings-save>{t('sales.receipt_settings.save')}</Button>
          <Button variant="default" disabled={!isDirty || save.isPending} onClick={() => { setAlert(null); form.reset(); }}>{t('sales.receipt_settings.discard')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
