import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { CARD_FLOWS, type CardFlows } from '@chairside/shared/payments';
import { failureMessages } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { useSaveCardFlows } from '../api/card-service-api';

/** Which flows take cards (deposits, online prepayment, vouchers, checkout); saved together. */
export function CardFlowsForm({ flows }: { flows: CardFlows }) {
  const { t } = useTranslation();
  const save = useSaveCardFlows();
  const [values, setValues] = useState<CardFlows>(flows);
  const [alert, setAlert] = useState<string | null>(null);
  const dirty = CARD_FLOWS.some((flow) => values[flow] !== flows[flow]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setAlert(null);
    try {
      const answer = await save.mutateAsync(values);
      setValues(answer.data.flows);
      notify('positive', answer.message);
    } catch (error) {
      const rest = failureMessages(error, () => undefined, [], t('payments.save_failed'));
      setAlert(rest.join(' '));
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} noValidate data-card-flows-form>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">{t('payments.flows_title')}</Title>
          <Text size="sm" c="dimmed">{t('payments.flows_help')}</Text>
        </div>
        {alert ? <Alert color="red" role="alert">{alert}</Alert> : null}
        {CARD_FLOWS.map((flow) => (
          <Switch
            key={flow}
            label={t(`payments.flow_${flow}`)}
            description={t(`payments.flow_${flow}_help`)}
            checked={values[flow]}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              setValues((current) => ({ ...current, [flow]: checked }));
            }}
            data-flow={flow}
          />
        ))}
        <Group>
          <Button type="submit" loading={save.isPending} disabled={!dirty}>{t('payments.save')}</Button>
        </Group>
      </Stack>
    </Paper>
  );
}
