import { ActionIcon, Box, Checkbox, Group, Paper, Stack, Text, TextInput, Textarea, Tooltip } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconGripVertical, IconTrash } from '@tabler/icons-react';
import { CHOICE_TYPES, type FormField } from '@chairside/shared/customer-forms';
import type { DragHandlers } from '@/components/ui/use-drag-order';
import { useTranslation } from '@/lib/use-translation';

interface FieldEditorProps {
  field: FormField;
  index: number;
  first: boolean;
  last: boolean;
  dragOver: boolean;
  drag: DragHandlers;
  error?: string;
  onChange(field: FormField): void;
  onMove(step: -1 | 1): void;
  onRemove(): void;
}

/** One question of the builder: its text, help, required flag and options; drag or up/down to move it. */
export function FieldEditor({ field, index, first, last, dragOver, drag, error, onChange, onMove, onRemove }: FieldEditorProps) {
  const { t } = useTranslation();
  const set = (patch: Partial<FormField>) => onChange({ ...field, ...patch });
  const heading = field.type === 'heading';
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      draggable
      data-field-row={index}
      {...drag}
      style={{ listStyle: 'none', borderColor: dragOver ? 'var(--mantine-color-brand-5)' : error ? 'var(--mantine-color-red-6)' : undefined }}
    >
      <Group wrap="nowrap" align="flex-start" gap="xs">
        <Box c="dimmed" pt={6} style={{ cursor: 'grab' }} visibleFrom="sm" title={t('customer_forms.drag')}>
          <IconGripVertical size={18} aria-hidden />
        </Box>
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">{t(`customer_forms.types.${field.type}`)}</Text>
          <TextInput
            label={heading ? t('customer_forms.field_text') : t('customer_forms.field_label')}
            value={field.label}
            onChange={(e) => set({ label: e.currentTarget.value })}
            error={error}
            data-field-label={index}
          />
          <Textarea label={t('customer_forms.field_help')} autosize minRows={1} value={field.help} onChange={(e) => set({ help: e.currentTarget.value })} />
          {CHOICE_TYPES.includes(field.type) && (
            <Textarea
              label={t('customer_forms.options')}
              description={t('customer_forms.options_hint')}
              autosize
              minRows={2}
              value={field.options.join('\n')}
              onChange={(e) => set({ options: e.currentTarget.value.split('\n') })}
              data-field-options={index}
            />
          )}
          {!heading && <Checkbox label={t('customer_forms.required')} checked={field.required} onChange={(e) => set({ required: e.currentTarget.checked })} />}
        </Stack>
        <Stack gap={2}>
          <Tooltip label={t('customer_forms.move_up')}>
            <ActionIcon variant="subtle" disabled={first} onClick={() => onMove(-1)} aria-label={t('customer_forms.move_up')}><IconChevronUp size={16} /></ActionIcon>
          </Tooltip>
          <Tooltip label={t('customer_forms.move_down')}>
            <ActionIcon variant="subtle" disabled={last} onClick={() => onMove(1)} aria-label={t('customer_forms.move_down')}><IconChevronDown size={16} /></ActionIcon>
          </Tooltip>
          <Tooltip label={t('customer_forms.remove_field')}>
            <ActionIcon variant="subtle" color="red" onClick={onRemove} aria-label={t('customer_forms.remove_field')}><IconTrash size={16} /></ActionIcon>
          </Tooltip>
        </Stack>
      </Group>
    </Paper>
  );
}
