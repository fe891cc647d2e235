import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { useArchive } from '../api/services-api';

/** Confirms archiving a service or a whole group (its services with it). */
export function ArchiveConfirm({ target, onClose }: { target: { kind: 'services' | 'service-groups'; id: number; name: string }; onClose(): void }) {
  const { t } = useTranslation();
  const archive = useArchive();
  const group = target.kind === 'service-groups';
  const confirm = async () => {
    const answer = await archive.mutateAsync({ kind: target.kind, id: target.id, restore: false }).catch(() => null);
    if (!answer) return;
    notify('positive', answer.message);
    onClose();
  };
  return (
    <Modal opened onClose={onClose} title={t(group ? 'catalog_services.archive_group_title' : 'catalog_services.archive_title', { name: target.name })} closeButtonProps={{ 'aria-label': t('catalog_services.close') }} data-archive-confirm>
      <Stack gap="md">
        <Text>{t(group ? 'catalog_services.archive_group_explain' : 'catalog_services.archive_explain')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('catalog_services.cancel')}</Button>
          <Button color="red" onClick={() => void confirm()} loading={archive.isPending} data-confirm-archive>{t('catalog_services.archive')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
