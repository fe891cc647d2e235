import { Checkbox, Radio, SegmentedControl, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import type { AnswerValue, Answers, FormField } from '@chairside/shared/customer-forms';
import { useTranslation } from '@/lib/use-translation';
import { SignaturePad } from './signature-pad';

interface FormRendererProps {
  fields: FormField[];
  answers: Answers;
  errors?: Record<string, string>;
  onAnswer(id: string, value: AnswerValue): void;
}

/** The questions of a form, answerable: the desk's tablet page, the public page and the builder's preview. */
export function FormRenderer({ fields, answers, errors = {}, onAnswer }: FormRendererProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      {fields.map((field) => {
        const error = errors[field.id];
        const common = { label: field.label, description: field.help || undefined, withAsterisk: field.required, error };
        switch (field.type) {
          case 'heading':
            return (
              <Stack key={field.id} gap={2}>
                <Title order={4}>{field.label}</Title>
                {field.help && <Text size="sm" c="dimmed">{field.help}</Text>}
              </Stack>
            );
          case 'short_text':
            return <TextInput key={field.id} {...common} value={String(answers[field.id] ?? '')} onChange={(e) => onAnswer(field.id, e.currentTarget.value)} />;
          case 'long_text':
            return <Textarea key={field.id} {...common} autosize minRows={3} value={String(answers[field.id] ?? '')} onChange={(e) => onAnswer(field.id, e.currentTarget.value)} />;
          case 'date':
            return <TextInput key={field.id} {...common} type="date" value={String(answers[field.id] ?? '')} onChange={(e) => onAnswer(field.id, e.currentTarget.value)} />;
          case 'single_choice':
            return (
              <Radio.Group key={field.id} {...common} value={typeof answers[field.id] === 'string' ? (answers[field.id] as string) : null} onChange={(value) => onAnswer(field.id, value)}>
                <Stack gap={6} mt={6}>{field.options.map((option) => <Radio key={option} value={option} label={option} />)}</Stack>
              </Radio.Group>
            );
          case 'multiple_choice':
            return (
              <Checkbox.Group key={field.id} {...common} value={Array.isArray(answers[field.id]) ? (answers[field.id] as string[]) : []} onChange={(value) => onAnswer(field.id, value)}>
                <Stack gap={6} mt={6}>{field.options.map((option) => <Checkbox key={option} value={option} label={option} />)}</Stack>
              </Checkbox.Group>
            );
          case 'yes_no': {
            const value = answers[field.id];
            return (
              <Stack key={field.id} gap={4}>
                <Text size="sm" fw={500}>{field.label}{field.required && <Text span c="red.8"> *</Text>}</Text>
                {field.help && <Text size="xs" c="dimmed">{field.help}</Text>}
                <SegmentedControl
                  aria-label={field.label}
                  data-yes-no={field.id}
                  value={value === true ? 'yes' : value === false ? 'no' : ''}
                  onChange={(choice) => onAnswer(field.id, choice === 'yes')}
                  data={[{ value: 'yes', label: t('customer_forms.yes') }, { value: 'no', label: t('customer_forms.no') }]}
                  style={{ alignSelf: 'flex-start' }}
                />
                {error && <Text size="xs" c="red.8">{error}</Text>}
              </Stack>
            );
          }
          case 'signature':
            return <SignaturePad key={field.id} label={field.label} error={error} onChange={(value) => onAnswer(field.id, value)} />;
          default:
            return null;
        }
      })}
    </Stack>
  );
}
