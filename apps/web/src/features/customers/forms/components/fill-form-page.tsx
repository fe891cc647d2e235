import { useState } from 'react';
import { Alert, Box, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { AnswerValue, Answers } from '@chairside/shared/customer-forms';
import { checkAnswers } from '@chairside/shared/rules/customer-form-answers';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { useForm } from '../api/get-forms';
import { useFillForm } from '../api/form-responses';
import { FormRenderer } from './form-renderer';

interface FillFormPageProps {
  formId: number;
  customerId: number;
  customerName?: string;
  appointmentId?: number | null;
  onDone(responseId: number | null): void;
}

/** "Fill now" at the desk: the form full-screen, large enough for a tablet, with the signature pad. */
export function FillFormPage({ formId, customerId, customerName, appointmentId, onDone }: FillFormPageProps) {
  const { t } = useTranslation();
  const form = useForm(formId);
  const fill = useFillForm();
  const [answers, setAnswers] = useState<Answers>({});
  const [errors, setErrors] = useState<Record<string, string>>({});

  if (form.isPending) return <Group justify="center" p="xl"><Loader /></Group>;
  if (form.isError) return <Alert color="red">{t('customer_forms.load_failed')}</Alert>;
  const { fields, name, description } = form.data.data;

  const submit = async () => {
    const local = checkAnswers(fields, answers);
    if (Object.keys(local).length) {
      setErrors(Object.fromEntries(Object.entries(local).map(([id, keys]) => [id, t(keys[0]!)])));
      notify('negative', t('customer_forms.validation.fix_answers'));
      return;
    }
    try {
      const saved = await fill.mutateAsync({ form_id: formId, customer_id: customerId, appointment_id: appointmentId ?? null, answers });
      if (saved.message) notify('positive', saved.message);
      onDone(saved.data.id);
    } catch (error) {
      if (isApiError(error)) {
        const server = (error.body.errors ?? {}) as Record<string, string[]>;
        setErrors(Object.fromEntries(Object.entries(server).map(([key, messages]) => [key.replace(/^answers\./, ''), messages[0]!])));
      }
    }
  };

  return (
    <Box pos="fixed" inset={0} bg="var(--mantine-color-body)" style={{ zIndex: 200, overflowY: 'auto' }} data-fill-form>
      <Container size="sm" py="lg">
        <Stack gap="lg">
          <Group justify="space-between" align="flex-start">
            <Stack gap={2}>
              <Title order={2}>{name}</Title>
              {customerName && <Text c="dimmed">{t('customer_forms.fill.for', { customer: customerName })}</Text>}
            </Stack>
            <Button variant="default" onClick={() => onDone(null)}>{t('customer_forms.fill.close')}</Button>
          </Group>
          {description && <Text>{description}</Text>}
          <FormRenderer fields={fields} answers={answers} errors={errors} onAnswer={(id: string, value: AnswerValue) => {
            setAnswers({ ...answers, [id]: value });
            if (errors[id]) setErrors(Object.fromEntries(Object.entries(errors).filter(([key]) => key !== id)));
          }} />
          <Button size="lg" onClick={() => void submit()} loading={fill.isPending}>{t('customer_forms.fill.submit')}</Button>
        </Stack>
      </Container>
    </Box>
  );
}
