import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { partnerBody, type Partner, type PartnerBody } from '@chairside/shared/inventory';
import { failureMessages, translatedIssues } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { useSavePartner, type PartnerSegment } from '../api/inventory-api';

const FIELDS = ['name', 'contact', 'email', 'phone', 'notes'] as const;

/** Add or edit a brand or supplier: name, contact person, e-mail, phone and notes. */
export function PartnerDialog({ segment, partner, onClose }: { segment: PartnerSegment; partner: Partner | null; onClose(): void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const save = useSavePartner(segment);
  const [alert, setAlert] = useState<string[]>([]);
  const form = useForm<PartnerBody>({
    resolver: zodResolver(partnerBody, translatedIssues),
    defaultValues: { name: partner?.name ?? '', contact: partner?.contact ?? '', email: partner?.email ?? '', phone: partner?.phone ?? '', notes: partner?.notes ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    setAlert([]);
    try {
      const answer = await save.mutateAsync({ id: partner?.id ?? null, body });
      notify('positive', answer.message);
      onClose();
    } catch (error) {
      setAlert(failureMessages(error, form.setError, FIELDS, t('inventory.save_failed')));
    }
  });
  const noun = segment === 'brands' ? 'brand' : 'supplier';
  return (
    <Modal opened onClose={onClose} title={t(partner ? `inventory.edit_${noun}` : `inventory.add_${noun}`)} fullScreen={phone} closeButtonProps={{ 'aria-label': t('inventory.cancel') }} data-partner-dialog>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {alert.length > 0 && (
            <Alert color="red" role="alert">
              {alert.join(' ')}
            </Alert>
          )}
          <TextInput label={t('inventory.name')} required data-autofocus error={errors.name?.message} {...form.register('name')} />
          <TextInput label={t('inventory.contact')} error={errors.contact?.message} {...form.register('contact')} />
          <Group grow align="flex-start">
            <TextInput label={t('inventory.email')} type="email" error={errors.email?.message} {...form.register('email')} />
            <TextInput label={t('inventory.phone')} type="tel" error={errors.phone?.message} {...form.register('phone')} />
          </Group>
          <Textarea label={t('inventory.notes')} autosize minRows={2} error={errors.notes?.message} {...form.register('notes')} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('inventory.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting} data-save-partner>
              {t('inventory.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
