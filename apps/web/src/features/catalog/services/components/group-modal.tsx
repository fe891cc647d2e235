import { useState } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { PALETTE } from '@chairside/shared/constants';
import { serviceGroupBody, type ServiceGroup } from '@chairside/shared/catalog-services';
import { isApiError } from '@/lib/api-error';
import { translatedIssues } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { useSaveGroup } from '../api/services-api';
import { ColorChoice } from './color-choice';

/** Add or rename a service group. */
export function GroupModal({ group, taken, onClose }: { group: ServiceGroup | null; taken: number; onClose(): void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const save = useSaveGroup();
  const [name, setName] = useState(group?.name ?? '');
  const [color, setColor] = useState(group?.color ?? PALETTE[(taken * 3) % PALETTE.length]!);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const parsed = serviceGroupBody.safeParse({ name, color }, translatedIssues as never);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    try {
      const answer = await save.mutateAsync({ id: group?.id ?? null, body: { name, color } });
      notify('positive', answer.message);
      onClose();
    } catch (failure) {
      if (!isApiError(failure)) throw failure;
      setError(Object.values(failure.fieldErrors)[0]?.[0] ?? (typeof failure.body.message === 'string' ? failure.body.message : t('catalog_services.save_failed')));
    }
  };
  return (
    <Modal opened onClose={onClose} title={t(group ? 'catalog_services.edit_group' : 'catalog_services.add_group')} fullScreen={phone} closeButtonProps={{ 'aria-label': t('catalog_services.close') }} data-group-modal>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <TextInput label={t('catalog_services.group_name')} value={name} onChange={(e) => setName(e.currentTarget.value)} error={error} required data-autofocus data-group-name />
          <ColorChoice id="group-color" value={color} onChange={setColor} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>{t('catalog_services.cancel')}</Button>
            <Button type="submit" loading={save.isPending} data-save-group>{t('catalog_services.save')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
