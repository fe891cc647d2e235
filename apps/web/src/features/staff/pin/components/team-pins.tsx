import { useState } from 'react';
import { Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import type { PinHolder } from '@chairside/shared/staff-pin';
import { fullName } from '@chairside/shared/rules/name';
import { confirm } from '@/components/ui/confirm-dialog';
import { useTranslation } from '@/lib/use-translation';
import { useSetPin } from '../api/pin-api';

/** Who has a PIN; a PIN can be reset (removed) after a confirmation. Nobody's PIN is ever shown. */
export function TeamPins({ staff, meId }: { staff: PinHolder[]; meId: number }) {
  const { t } = useTranslation();
  const save = useSetPin();
  const [done, setDone] = useState<string | null>(null);
  const reset = async (holder: PinHolder) => {
    const name = fullName(holder.first_name, holder.last_name);
    const ok = await confirm({ type: 'danger', title: t('staff_access.reset_pin_confirm_title', { name }), description: t('staff_access.reset_pin_confirm_text') });
    if (ok) save.mutate({ staff_pin: null, employee_id: holder.id }, { onSuccess: (answer) => setDone(answer.message) });
  };
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500} role="status" aria-live="polite">
        {done}
      </Text>
      <Table.ScrollContainer minWidth={320}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('staff_access.employee')}</Table.Th>
              <Table.Th scope="col">{t('staff_access.pin_label')}</Table.Th>
              <Table.Th scope="col" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {staff.map((holder) => {
              const name = fullName(holder.first_name, holder.last_name);
              const isOwner = holder.is_owner === 1;
              return (
                <Table.Tr key={holder.id} data-employee={holder.id}>
                  <Table.Th scope="row" fw={500}>
                    {name}
                  </Table.Th>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      {holder.has_pin ? <IconCircleCheck size={18} color="var(--mantine-color-green-8)" aria-hidden /> : <IconCircleDashed size={18} aria-hidden />}
                      <Text size="sm">{holder.has_pin ? t('staff_access.has_pin') : t('staff_access.no_pin')}</Text>
                    </Group>
                  </Table.Td>
                  <Table.Td ta="right">
                    {holder.id !== meId && holder.has_pin === 1 && !isOwner && (
                      <Button size="compact-sm" variant="default" onClick={() => void reset(holder)}>
                        {t('staff_access.reset_pin')}
                        <VisuallyHidden> — {name}</VisuallyHidden>
                      </Button>
                    )}
                    {isOwner && holder.id !== meId && (
                      <Text size="xs" c="dimmed">
                        {t('staff_access.owner_pin_note')}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
