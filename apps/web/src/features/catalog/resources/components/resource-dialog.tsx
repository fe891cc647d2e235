import { useState } from 'react';
import { Alert, Autocomplete, Button, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { resourceBody, type Resource, type ResourceBody } from '@chairside/shared/catalog-resources';
import { failureMessages, translatedIssues } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { useSaveResource } from '../api/save-resource';

const FIELDS = ['name', 'type', 'description'] as const;

/** Add or edit a resource: name, type (free text with suggestions) and a description. */
export function ResourceDialog({ resource, types, onClose }: { resource: Resource | null; types: string[]; onClose(): void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const save = useSaveResource();
  const [alert, setAlert] = useState<string[]>([]);
  const form = useForm<ResourceBody>({
    resolver: zodResolver(resourceBody, translatedIssues),
    defaultValues: { name: resource?.name ?? '', type: resource?.type ?? '', description: resource?.description ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    setAlert([]);
    try {
      const answer = await save.mutateAsync({ id: resource?.id ?? null, body });
      notify('positive', answer.message);
      onClose();
    } catch (error) {
      setAlert(failureMessages(error, form.setError, FIELDS, t('catalog_resources.load_failed')));
    }
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={t(resource ? 'catalog_resources.edit_resource' : 'catalog_resources.add_resource')}
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('catalog_resources.cancel') }}
      data-resource-dialog
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {alert.length > 0 && (
            <Alert color="red" role="alert">
              {alert.join(' ')}
            </Alert>
          )}
          <TextInput label={t('catalog_resources.name')} required data-autofocus error={errors.name?.message} {...form.register('name')} />
          <Controller
            control={form.control}
            name="type"
            render={({ field }) => (
              <Autocomplete
                label={t('catalog_resources.type')}
                description={t('catalog_resources.type_hint')}
                data={types}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.type?.message}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <Textarea label={t('catalog_resources.description')} autosize minRows={2} error={errors.description?.message} {...form.register('description')} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('catalog_resources.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting} data-save-resource>
              {t('catalog_resources.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
