import { ActionIcon, Group, Text, TextInput } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { seatMinusDisabled, stepSeats } from '@chairside/shared/rules/plans-dialog';
import { useTranslation } from '@/lib/use-translation';

/**
 * 'Choose bookable staff' (spec §5): a read-only field with minus and plus; minus is disabled at
 * current_employees, so seats never go below the staff there are; plus has no upper bound shown.
 */
export function SeatCounter({ employees, currentEmployees, onChange }: { employees: number; currentEmployees: number; onChange: (next: number) => void }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <Text size="sm" fw={500} id="seat-counter-label">{t('subscription.choose_staff')}</Text>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('subscription.fewer_staff')}
        disabled={seatMinusDisabled(employees, currentEmployees)}
        onClick={() => onChange(stepSeats(employees, currentEmployees, -1))}
        data-seat-minus
      >
        <IconMinus size={16} aria-hidden />
      </ActionIcon>
      <TextInput readOnly value={String(employees)} w={64} styles={{ input: { textAlign: 'center' } }} aria-labelledby="seat-counter-label" data-seat-value />
      <ActionIcon variant="default" size="lg" aria-label={t('subscription.more_staff')} onClick={() => onChange(stepSeats(employees, currentEmployees, 1))} data-seat-plus>
        <IconPlus size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
