import { useEffect, useState } from 'react';
import { Alert, Button, Container, Loader, Paper, Stack, Text, Title, Group } from '@mantine/core';
import { isLanguage } from '@chairside/shared/constants';
import type { AnswerValue, Answers } from '@chairside/shared/customer-forms';
import { checkAnswers } from '@chairside/shared/rules/customer-form-answers';
import { isApiError } from '@/lib/api-client';
import { currentLanguage, initI18n } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import { usePublicForm, useSubmitPublicForm } from '../api/public-form';
import { FormRenderer } from './form-renderer';

function visitTime(iso: string, timeZone: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { timeZone, dateStyle: 'full', timeStyle: 'short' }).format(new Date(iso));
}

/** /form/{token}: the page a customer opens from the e-mailed link, without signing in, in the venue's language. */
export function PublicFormPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const form = usePublicForm(token);
  const submit = useSubmitPublicForm(token);
  const [answers, setAnswers] = useState<Answers>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [ready, setReady] = useState(false);
  const lang = form.data?.lang;

  useEffect(() => {
    // The start phrases hold only the sign-in screens: load every phrase, in the venue's language.
    if (!lang && !form.isError) return;
    const wanted = lang && isLanguage(lang) ? lang : currentLanguage();
    void initI18n(wanted, 'all').finally(() => setReady(true));
  }, [lang, form.isError]);

  if (form.isPending || !ready) return <Group justify="center" p="xl"><Loader /></Group>;
  if (form.isError || submit.isError && isApiError(submit.error) && submit.error.code === 'INVALID_TOKEN') {
    return <Container size="sm" py="xl"><Alert color="orange" title={t('customer_forms.public.invalid')}>{null}</Alert></Container>;
  }
  if (submit.isSuccess) {
    return (
      <Container size="sm" py="xl">
        <Paper withBorder p="xl" radius="md" ta="center"><Title order={3}>{t('customer_forms.public.sent_title')}</Title><Text mt="sm">{submit.data.message}</Text></Paper>
      </Container>
    );
  }
  const data = form.data;
  const send = async () => {
    const local = checkAnswers(data.form.fields, answers);
    if (Object.keys(local).length) return setErrors(Object.fromEntries(Object.entries(local).map(([id, keys]) => [id, t(keys[0]!)])));
    try {
      await submit.mutateAsync(answers);
    } catch (error) {
      if (isApiError(error)) setErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([key, messages]) => [key.replace(/^answers\./, ''), messages[0]!])));
    }
  };
  return (
    <Container size="sm" py="lg">
      <Stack gap="md">
        <Text fw={700} c="dimmed">{data.venue}</Text>
        <Title order={2}>{data.form.name}</Title>
        <Text>{t('customer_forms.public.intro', { name: data.customer_first_name, venue: data.venue, when: visitTime(data.visit_at, data.timezone, data.lang) })}</Text>
        {data.form.description && <Text c="dimmed">{data.form.description}</Text>}
        <FormRenderer fields={data.form.fields} answers={answers} errors={errors} onAnswer={(id: string, value: AnswerValue) => {
          // Functional updates: the signature pad answers from a pointer handler of an earlier render.
          setAnswers((current) => ({ ...current, [id]: value }));
          setErrors((current) => (current[id] ? Object.fromEntries(Object.entries(current).filter(([key]) => key !== id)) : current));
        }} />
        <Button size="lg" onClick={() => void send()} loading={submit.isPending}>{t('customer_forms.public.submit')}</Button>
      </Stack>
    </Container>
  );
}
