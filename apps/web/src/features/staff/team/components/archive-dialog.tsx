import { useState } from 'react';
import { Anchor, Button, Center, Checkbox, Group, List, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from 'react-router';
import type { Employee } from '@chairside/shared/staff-team';
import { fullName } from '@chairside/shared/rules/name';
import { useFormat } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { useArchiveEmployee } from '../api/archive-employee';
import { useEmployeeDetail } from '../api/get-employee-detail';

/**
 * Archiving, in two steps: the employee's bookings from today on are listed (each a link to that
 * day in the calendar, to move them to someone else), then the archive is confirmed — with a
 * check box when bookings are left, since they leave the calendar with the employee.
 */
export function ArchiveDialog({ employee, onClose }: { employee: Employee; onClose(): void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const detail = useEmployeeDetail(employee.id);
  const archive = useArchiveEmployee();
  const [understood, setUnderstood] = useState(false);
  const name = fullName(employee.first_name, employee.last_name);
  const future = detail.data?.future_appointments ?? [];
  const count = detail.data?.future_count ?? 0;
  const confirmArchive = async () => {
    // A refusal (the owner, oneself) is shown as a notice by the API client; the dialog stays open.
    const answer = await archive.mutateAsync({ id: employee.id, restore: false }).catch(() => null);
    if (!answer) return;
    notify('positive', answer.message);
    onClose();
  };
  return (
    <Modal opened onClose={onClose} title={t('staff_team.archive_title', { name })} size="lg" fullScreen={phone} closeButtonProps={{ 'aria-label': t('staff_team.close') }} data-archive-dialog>
      {detail.isPending ? (
        <Center h={120}>
          <Loader aria-label={t('staff_team.loading')} />
        </Center>
      ) : (
        <Stack gap="md">
          <Text>{t('staff_team.archive_explain')}</Text>
          {count > 0 ? (
            <>
              <Text fw={600}>{t('staff_team.archive_future', { count })}</Text>
              <List spacing={4} size="sm" data-future-appointments>
                {future.map((item) => (
                  <List.Item key={item.id}>
                    <Anchor component={Link} to={`/calendar?view=daily&date=${item.date}`}>
                      {format.date(item.date)} {format.time(item.start_time)}
                    </Anchor>{' '}
                    {[item.service_name, item.customer_name].filter(Boolean).join(' · ')}
                  </List.Item>
                ))}
              </List>
              {count > future.length && <Text size="sm" c="dimmed">{t('staff_team.archive_more', { count: count - future.length })}</Text>}
              <Checkbox checked={understood} onChange={(e) => setUnderstood(e.currentTarget.checked)} label={t('staff_team.archive_understood')} />
            </>
          ) : (
            <Text c="dimmed">{t('staff_team.archive_no_future')}</Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('staff_team.cancel')}
            </Button>
            <Button color="red" onClick={() => void confirmArchive()} disabled={count > 0 && !understood} loading={archive.isPending} data-confirm-archive>
              {t('staff_team.archive')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
