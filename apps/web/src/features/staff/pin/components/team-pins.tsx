import { Badge, Button, Table, Text } from '@mantine/core';
import type { PinHolder } from '@chairside/shared/staff-pin';
import { fullName } from '@chairside/shared/rules/name';
import { confirm } from '@/components/ui/confirm-dialog';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { useSetPin } from '../api/pin-api';

/** Who has a PIN; a PIN can be reset (removed) after a confirmation. Nobody's PIN is ever shown. */
export function TeamPins({ staff, meId }: { staff: PinHolder[]; meId: number }) {
  const { t } = useTranslation();
  const save = useSetPin();
  const reset = async (holder: PinHolder) => {
    const name = fullName(holder.first_name, holder.last_name);
    const ok = await confirm({ type: 'danger', title: t('staff_access.reset_pin_confirm_title', { name }), description: t('staff_access.reset_pin_confirm_text') });
    if (ok) save.mutate({ staff_pin: null, employee_id: holder.id }, { onSuccess: (answer) => notify('positive', answer.message) });
  };
  return (
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
                  <Badge variant="light" color={holder.has_pin ? 'green' : 'gray'}>
                    {holder.has_pin ? t('staff_access.has_pin') : t('staff_access.no_pin')}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right">
                  {holder.id !== meId && holder.has_pin === 1 && !isOwner && (
                    <Button size="compact-sm" variant="subtle" color="red" aria-label={t('staff_access.reset_pin_for', { name })} onClick={() => void reset(holder)}>
                      {t('staff_access.reset_pin')}
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
  );
}
