import { Button, Group, Select, Stack, Text } from '@mantine/core';
import type { PermissionEmployee } from '@chairside/shared/permissions-api';
import { fullName } from '@chairside/shared/rules/name';
import { useTranslation } from '@/lib/use-translation';

/**
 * Chooses the one employee whose own column the matrix shows; those who already differ from their
 * role are offered as buttons. The owner is not offered: they always have everything.
 */
export function EmployeeChooser({ staff, chosenId, onChoose }: { staff: PermissionEmployee[]; chosenId: number | null; onChoose: (id: number | null) => void }) {
  const { t } = useTranslation();
  const people = staff.filter((entry) => !entry.is_owner);
  const withOwn = people.filter((entry) => entry.overrides.length > 0);
  const roleName = (entry: PermissionEmployee) => t(`staff_access.roles.${entry.role}`);
  return (
    <Stack gap="xs">
      <Select
        label={t('staff_access.choose_employee')}
        placeholder={t('staff_access.choose_employee_placeholder')}
        data={people.map((entry) => ({ value: String(entry.id), label: `${fullName(entry.first_name, entry.last_name)} · ${roleName(entry)}` }))}
        value={chosenId === null ? null : String(chosenId)}
        onChange={(value) => onChoose(value === null ? null : Number(value))}
        clearable
        searchable
        maw={420}
        nothingFoundMessage={t('staff_access.no_staff')}
      />
      {withOwn.length > 0 && (
        <Group gap="xs" aria-label={t('staff_access.own_permissions_people')} role="group">
          <Text size="sm" c="dimmed">
            {t('staff_access.own_permissions_people')}:
          </Text>
          {withOwn.map((entry) => (
            <Button key={entry.id} size="compact-sm" variant={entry.id === chosenId ? 'filled' : 'default'} color="dark" aria-pressed={entry.id === chosenId} onClick={() => onChoose(entry.id)}>
              {fullName(entry.first_name, entry.last_name)} ({entry.overrides.length})
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}
