import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { parseRatePercent, type TaxRate } from '@chairside/shared/catalog-taxes';
import { failureMessages, translatedIssues } from '@/lib/form-errors';
import { useFormat } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { useSaveTaxRate } from '../api/save-tax-rate';
import { percentText, rateFormSchema, type RateForm } from './rate-form';

/** Add or edit a tax rate: a name and a percentage (two decimals at most). */
export function RateDialog({ rate, onClose }: { rate: TaxRate | null; onClose(): void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const save = useSaveTaxRate();
  const [alert, setAlert] = useState<string[]>([]);
  const form = useForm<RateForm>({
    resolver: zodResolver(rateFormSchema, translatedIssues),
    defaultValues: { name: rate?.name ?? '', percent: rate ? percentText(rate.rate, format.decimalSeparator) : '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ name, percent }) => {
    setAlert([]);
    try {
      const answer = await save.mutateAsync({ id: rate?.id ?? null, body: { name, rate: parseRatePercent(percent)! } });
      notify('positive', answer.message);
      onClose();
    } catch (error) {
      setAlert(failureMessages(error, form.setError, ['name'], t('catalog_resources.taxes_load_failed')));
    }
  });
  return (
    <Modal opened onClose={onClose} title={t(rate ? 'catalog_resources.edit_rate' : 'catalog_resources.add_rate')} fullScreen={phone} closeButtonProps={{ 'aria-label': t('catalog_resources.cancel') }} data-rate-dialog>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {alert.length > 0 && (
            <Alert color="red" role="alert">
              {alert.join(' ')}
            </Alert>
          )}
          <TextInput label={t('catalog_resources.rate_name')} required data-autofocus error={errors.name?.message} {...form.register('name')} />
          <TextInput label={t('catalog_resources.rate_percent')} required inputMode="decimal" rightSection="%" error={errors.percent?.message} {...form.register('percent')} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('catalog_resources.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting} data-save-rate>
              {t('catalog_resources.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
