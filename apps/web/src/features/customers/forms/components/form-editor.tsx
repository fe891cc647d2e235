import { useState } from 'react';
import { Alert, Button, Checkbox, Grid, Group, Menu, MultiSelect, Paper, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { FORM_FIELD_TYPES, formBody, type CustomerForm, type FormField, type FormFieldType } from '@chairside/shared/customer-forms';
import { useDragOrder } from '@/components/ui/use-drag-order';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { useServiceChoices } from '../api/get-forms';
import { useSaveForm } from '../api/save-form';
import { FieldEditor } from './field-editor';
import { FormRenderer } from './form-renderer';

interface Row { key: number; field: FormField }

interface IssueLike { code: string; origin?: string; maximum?: unknown; minimum?: unknown; params?: { key?: string } }
/** A zod issue of the shared form schema in the user's language (the same keys the server answers with). */
function issueText(issue: IssueLike, t: (key: string, vars?: Record<string, string | number>) => string): string {
  if (issue.params?.key) return t(issue.params.key);
  if (issue.code === 'too_small') return issue.origin === 'array' ? t('validation.too_few', { min: Number(issue.minimum) }) : t('validation.required');
  if (issue.code === 'too_big') return t('validation.too_long', { max: Number(issue.maximum) });
  return t('validation.invalid');
}
let nextKey = 1;
const newId = (type: FormFieldType) => `${type.slice(0, 8)}_${Date.now().toString(36)}${(nextKey++).toString(36)}`;

/** The form builder: name, description, questions in order, services and when it is asked, with a live preview. */
export function FormEditor({ form, onDone }: { form: CustomerForm | null; onDone(): void }) {
  const { t } = useTranslation();
  const services = useServiceChoices();
  const save = useSaveForm();
  const [name, setName] = useState(form?.name ?? '');
  const [description, setDescription] = useState(form?.description ?? '');
  const [rows, setRows] = useState<Row[]>(() => (form?.fields ?? []).map((field) => ({ key: nextKey++, field })));
  const [serviceIds, setServiceIds] = useState<string[]>((form?.service_ids ?? []).map(String));
  const [byLink, setByLink] = useState(form?.ask_by_link ?? true);
  const [atDesk, setAtDesk] = useState(form?.ask_at_desk ?? true);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const order = useDragOrder(rows.map((row) => row.key), (keys) => setRows(keys.map((key) => rows.find((row) => row.key === key)!)));

  const body = () => ({
    name, description, service_ids: serviceIds.map(Number), ask_by_link: byLink, ask_at_desk: atDesk,
    fields: rows.map(({ field }) => ({ ...field, options: field.options.map((o) => o.trim()).filter(Boolean) })),
  });
  const submit = async () => {
    const parsed = formBody.safeParse(body());
    if (!parsed.success) {
      const local: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path.join('.');
        (local[key] ??= []).push(issueText(issue, t));
      }
      return setErrors(local);
    }
    try {
      const answer = await save.mutateAsync({ id: form?.id ?? null, body: body() });
      if (answer.message) notify('positive', answer.message);
      onDone();
    } catch (error) {
      if (isApiError(error)) setErrors((error.body.errors as Record<string, string[]> | undefined) ?? {});
    }
  };
  const add = (type: FormFieldType) =>
    setRows([...rows, { key: nextKey++, field: { id: newId(type), type, label: '', help: '', required: type === 'signature', options: type === 'single_choice' || type === 'multiple_choice' ? ['', ''] : [] } }]);
  const fieldError = (index: number) => Object.entries(errors).filter(([key]) => key.startsWith(`fields.${index}.`)).flatMap(([, messages]) => messages)[0];

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="sm">
          <TextInput label={t('customer_forms.name')} withAsterisk value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.name?.[0]} data-autofocus />
          <Textarea label={t('customer_forms.description')} autosize minRows={2} value={description} onChange={(e) => setDescription(e.currentTarget.value)} />
          <MultiSelect
            label={t('customer_forms.services')}
            description={t('customer_forms.services_hint')}
            data={services.data ?? []}
            value={serviceIds}
            onChange={setServiceIds}
            searchable
            error={errors.service_ids?.[0]}
          />
          <Checkbox label={t('customer_forms.ask_by_link')} description={t('customer_forms.ask_by_link_hint')} checked={byLink} onChange={(e) => setByLink(e.currentTarget.checked)} />
          <Checkbox label={t('customer_forms.ask_at_desk')} description={t('customer_forms.ask_at_desk_hint')} checked={atDesk} onChange={(e) => setAtDesk(e.currentTarget.checked)} />
          <Title order={4} mt="sm">{t('customer_forms.fields_title')}</Title>
          {errors.fields && <Alert color="red">{errors.fields[0]}</Alert>}
          <Stack component="ul" gap="xs" p={0} m={0} aria-label={t('customer_forms.fields_title')}>
            {rows.map((row, index) => (
              <FieldEditor
                key={row.key}
                field={row.field}
                index={index}
                first={index === 0}
                last={index === rows.length - 1}
                dragOver={order.isDropTarget(index)}
                drag={order.dragHandlers(index)}
                error={fieldError(index)}
                onChange={(field) => setRows(rows.map((r) => (r.key === row.key ? { ...r, field } : r)))}
                onMove={(step) => order.moveBy(index, step)}
                onRemove={() => setRows(rows.filter((r) => r.key !== row.key))}
              />
            ))}
          </Stack>
          <Menu position="bottom-start">
            <Menu.Target>
              <Button variant="light" leftSection={<IconPlus size={16} />} style={{ alignSelf: 'flex-start' }}>{t('customer_forms.add_field')}</Button>
            </Menu.Target>
            <Menu.Dropdown>
              {FORM_FIELD_TYPES.map((type) => <Menu.Item key={type} onClick={() => add(type)}>{t(`customer_forms.types.${type}`)}</Menu.Item>)}
            </Menu.Dropdown>
          </Menu>
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={onDone}>{t('customer_forms.cancel')}</Button>
            <Button onClick={() => void submit()} loading={save.isPending}>{t('customer_forms.save')}</Button>
          </Group>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Paper withBorder radius="md" p="md" style={{ position: 'sticky', top: 16 }} aria-label={t('customer_forms.preview')}>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase" mb="xs">{t('customer_forms.preview')}</Text>
          <Title order={3}>{name || t('customer_forms.new_form')}</Title>
          {description && <Text size="sm" c="dimmed" mb="sm">{description}</Text>}
          {rows.length ? <PreviewFields fields={rows.map((row) => row.field)} /> : <Text c="dimmed" size="sm">{t('customer_forms.preview_empty')}</Text>}
        </Paper>
      </Grid.Col>
    </Grid>
  );
}

function PreviewFields({ fields }: { fields: FormField[] }) {
  const [answers, setAnswers] = useState<Record<string, never>>({});
  return <FormRenderer fields={fields.map((f) => ({ ...f, label: f.label || '…', options: f.options.filter(Boolean) }))} answers={answers} onAnswer={(id, value) => setAnswers({ ...answers, [id]: value as never })} />;
}
