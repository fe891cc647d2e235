import { NumberInput, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import type { EmployeeForm, FieldErrors } from '../utils/employee-form';

const KINDS = ['services', 'products', 'vouchers'] as const;

/** Commission rates in percent (two decimals); the wire has basis points. */
export function CommissionsTab({ value, errors, onChange }: { value: EmployeeForm['commissions']; errors: FieldErrors; onChange(value: EmployeeForm['commissions']): void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('staff_team.commissions_hint')}
      </Text>
      {KINDS.map((kind) => (
        <NumberInput
          key={kind}
          label={t(`staff_team.commission_${kind}`)}
          suffix=" %"
          min={0}
          max={100}
          decimalScale={2}
          value={value[kind]}
          onChange={(next) => onChange({ ...value, [kind]: typeof next === 'number' ? next : '' })}
          error={errors[`commissions.${kind}`]}
        />
      ))}
    </Stack>
  );
}
