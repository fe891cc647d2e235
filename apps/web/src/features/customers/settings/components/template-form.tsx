import { useRef, useState } from 'react';
import { Badge, Button, Group, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { MAX_EMAIL_BODY, MAX_SMS_BODY, MAX_SUBJECT, type MessageTemplate } from '@chairside/shared/customers-settings';
import { unknownVariables, type MessageVariable } from '@chairside/shared/rules/message-template';
import { confirm } from '@/components/ui/confirm-dialog';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { useResetTemplate, useSaveTemplate } from '../api/templates';
import { MessagePreview } from './message-preview';
import { useSampleValues } from './sample-values';
import { VariableChips } from './variable-chips';

type Field = 'subject' | 'body';

/** One message's wording (event × channel × language): fields, variable chips, live preview, save and reset. */
export function TemplateForm({ template }: { template: MessageTemplate }) {
  const { t } = useTranslation();
  const values = useSampleValues();
  const save = useSaveTemplate();
  const reset = useResetTemplate();
  const [subject, setSubject] = useState(template.subject);
  const [body, setBody] = useState(template.body);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const subjectRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const lastField = useRef<Field>('body');
  const email = template.channel === 'email';
  const dirty = subject !== template.subject || body !== template.body;

  const unknownMessage = (text: string) => {
    const unknown = unknownVariables(text);
    return unknown.length ? t('customer_settings.validation.unknown_variables', { names: unknown.map((name) => `{${name}}`).join(', ') }) : undefined;
  };
  const errors: Partial<Record<Field, string>> = {
    subject: serverErrors.subject ?? (email ? unknownMessage(subject) : undefined),
    body: serverErrors.body ?? unknownMessage(body),
  };

  const insert = (name: MessageVariable) => {
    const field = email ? lastField.current : 'body';
    const element = field === 'subject' ? subjectRef.current : bodyRef.current;
    const current = field === 'subject' ? subject : body;
    const start = element?.selectionStart ?? current.length;
    const end = element?.selectionEnd ?? current.length;
    const next = `${current.slice(0, start)}{${name}}${current.slice(end)}`;
    (field === 'subject' ? setSubject : setBody)(next);
    setServerErrors({});
    const caret = start + name.length + 2;
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(caret, caret);
    });
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (errors.subject || errors.body) return;
    save.mutate(
      { event: template.event, channel: template.channel, lang: template.lang, subject: email ? subject : '', body },
      {
        onSuccess: (answer) => notify('positive', answer.message),
        onError: (error) => {
          const fields = isApiError(error) ? error.fieldErrors : {};
          setServerErrors({ subject: fields.subject?.[0], body: fields.body?.[0] });
          if (!fields.subject && !fields.body) notify('negative', t('customer_settings.notifications.load_failed'));
        },
      },
    );
  };

  const resetToDefault = async () => {
    const sure = await confirm({ type: 'warning', title: t('customer_settings.notifications.reset_title'), description: t('customer_settings.notifications.reset_text'), yesLabel: t('customer_settings.notifications.reset') });
    if (!sure) return;
    reset.mutate(
      { event: template.event, channel: template.channel, lang: template.lang },
      {
        onSuccess: (result) => {
          setSubject(result.template.subject);
          setBody(result.template.body);
          setServerErrors({});
          notify('positive', result.message);
        },
      },
    );
  };

  const discard = () => {
    setSubject(template.subject);
    setBody(template.body);
    setServerErrors({});
  };

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Group gap="xs">
              <Badge variant="light" color={template.is_default ? 'gray' : 'brand'} data-testid="template-state">
                {t(template.is_default ? 'customer_settings.notifications.is_default' : 'customer_settings.notifications.is_custom')}
              </Badge>
              <Text size="sm" c="dimmed">
                {t(`customer_settings.event_hints.${template.event}`)}
              </Text>
            </Group>
            {email ? (
              <TextInput
                ref={subjectRef}
                label={t('customer_settings.notifications.subject')}
                value={subject}
                maxLength={MAX_SUBJECT}
                required
                error={errors.subject}
                onChange={(event) => {
                  setSubject(event.currentTarget.value);
                  setServerErrors({});
                }}
                onFocus={() => {
                  lastField.current = 'subject';
                }}
              />
            ) : null}
            <Textarea
              ref={bodyRef}
              label={t('customer_settings.notifications.body')}
              value={body}
              autosize
              minRows={email ? 8 : 3}
              maxRows={20}
              maxLength={email ? MAX_EMAIL_BODY : MAX_SMS_BODY}
              required
              error={errors.body}
              onChange={(event) => {
                setBody(event.currentTarget.value);
                setServerErrors({});
              }}
              onFocus={() => {
                lastField.current = 'body';
              }}
            />
            <VariableChips onInsert={insert} />
            <Group justify="flex-end" gap="sm">
              {dirty ? (
                <Button variant="subtle" color="gray" onClick={discard}>
                  {t('customer_settings.notifications.discard')}
                </Button>
              ) : null}
              {template.is_default ? null : (
                <Button variant="default" loading={reset.isPending} onClick={() => void resetToDefault()}>
                  {t('customer_settings.notifications.reset')}
                </Button>
              )}
              <Button type="submit" disabled={!dirty || !body.trim()} loading={save.isPending}>
                {t('customer_settings.notifications.save')}
              </Button>
            </Group>
          </Stack>
        </form>
        <MessagePreview channel={template.channel} subject={subject} body={body} values={values} />
    </SimpleGrid>
  );
}
