import { useState } from 'react';
import { Alert, Button, FileButton, Group, Stack, Stepper, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import type { ImportDryRunResponse, ImportPreviewResponse, ImportUploadResponse } from '@chairside/shared/customers-transfer';
import type { ImportMapping } from '@chairside/shared/rules/customer-import';
import { useTranslation } from '@/lib/use-translation';
import { useUploadImport } from '../api/upload-import';
import { useDryRunImport, usePreviewImport, useStartImport } from '../api/import-steps';
import { DryRunSummary } from './dry-run-summary';
import { failureText } from './failure-text';
import { ImportProgress } from './import-progress';
import { MappingStep } from './mapping-step';
import { PreviewTable } from './preview-table';

const ACCEPT = '.csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Upload → columns → preview → dry run → import (with progress). Nothing is written before the last step. */
export function ImportWizard({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [step, setStep] = useState(0);
  const [file, setFile] = useState<ImportUploadResponse | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [preview, setPreview] = useState<ImportPreviewResponse['rows']>([]);
  const [dryRun, setDryRun] = useState<ImportDryRunResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadImport();
  const previewCall = usePreviewImport();
  const dryRunCall = useDryRunImport();
  const start = useStartImport();

  const run = async <T,>(call: () => Promise<T>, then: (answer: T) => void) => {
    setError(null);
    try {
      then(await call());
    } catch (failure) {
      setError(failureText(failure) ?? t('customers_transfer.load_failed'));
    }
  };
  const choose = (chosen: File | null) => {
    if (!chosen) return;
    void run(() => upload.mutateAsync(chosen), (answer) => {
      setFile(answer);
      setMapping(answer.mapping);
      setStep(1);
    });
  };
  const id = file?.import.id ?? 0;
  const toPreview = () => void run(() => previewCall.mutateAsync({ id, mapping }), (answer) => [setPreview(answer.rows), setStep(2)]);
  const toDryRun = () => void run(() => dryRunCall.mutateAsync({ id, mapping }), (answer) => [setDryRun(answer), setStep(3)]);
  const toImport = () => void run(() => start.mutateAsync({ id, mapping }), () => setStep(4));

  const busy = upload.isPending || previewCall.isPending || dryRunCall.isPending || start.isPending;
  const next = [null, toPreview, toDryRun, toImport][step];
  return (
    <Stack>
      <Stepper active={step} size="xs" allowNextStepsSelect={false} onStepClick={(s) => step < 4 && setStep(s)}>
        <Stepper.Step label={t('customers_transfer.step_upload')}>
          <Stack align="flex-start">
            <Text size="sm">{t('customers_transfer.upload_hint')}</Text>
            <FileButton accept={ACCEPT} onChange={choose}>
              {(props) => (
                <Button {...props} leftSection={<IconFileSpreadsheet size={16} aria-hidden />} loading={upload.isPending}>
                  {t('customers_transfer.choose_file')}
                </Button>
              )}
            </FileButton>
          </Stack>
        </Stepper.Step>
        <Stepper.Step label={t('customers_transfer.step_map')}>
          {file ? (
            <Stack gap="xs">
              <Text size="sm" fw={500}>
                {file.import.file_name} ·{' '}
                {file.import.format === 'xlsx' ? t('customers_transfer.detected_xlsx') : t('customers_transfer.detected_csv', { encoding: file.encoding, delimiter: file.delimiter === '\t' ? 'Tab' : file.delimiter })}
              </Text>
              <MappingStep headers={file.headers} mapping={mapping} onChange={setMapping} />
            </Stack>
          ) : null}
        </Stepper.Step>
        <Stepper.Step label={t('customers_transfer.step_preview')}>
          <PreviewTable rows={preview} />
        </Stepper.Step>
        <Stepper.Step label={t('customers_transfer.step_dry_run')}>{dryRun ? <DryRunSummary result={dryRun} /> : null}</Stepper.Step>
        <Stepper.Step label={t('customers_transfer.step_import')}>{step === 4 ? <ImportProgress id={id} /> : null}</Stepper.Step>
      </Stepper>
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
      <Group justify="space-between">
        {step > 0 && step < 4 ? (
          <Button variant="default" onClick={() => setStep(step - 1)} disabled={busy}>
            {t('customers_transfer.back')}
          </Button>
        ) : (
          <span />
        )}
        {next ? (
          <Button onClick={next} loading={busy} data-next>
            {step === 2 ? t('customers_transfer.dry_run') : step === 3 ? t('customers_transfer.start') : t('customers_transfer.next')}
          </Button>
        ) : step === 4 ? (
          <Button variant="default" onClick={onClose} data-wizard-close>
            {t('customers_transfer.close')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
