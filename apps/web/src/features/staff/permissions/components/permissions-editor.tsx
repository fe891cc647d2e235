import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { ROLES, type Role } from '@chairside/shared/constants';
import type { PermissionFlag } from '@chairside/shared/permissions';
import type { PermissionsList, PermissionsUpdate } from '@chairside/shared/permissions-api';
import { fullName } from '@chairside/shared/rules/name';
import { confirm } from '@/components/ui/confirm-dialog';
import { useTranslation } from '@/lib/use-translation';
import { useUpdatePermissions } from '../api/update-permissions';
import { flagKey } from '../utils/flag-groups';
import { EmployeeChooser } from './employee-chooser';
import { PermissionsMatrix, type MatrixColumn } from './permissions-matrix';
import { SaveStatus, type SaveState } from './save-status';

interface Change {
  body: PermissionsUpdate;
  undo: PermissionsUpdate;
  detail: string;
}

/** The matrix with its role columns, the chosen employee's column, save state and undo. */
export function PermissionsEditor({ list }: { list: PermissionsList }) {
  const { t } = useTranslation();
  const update = useUpdatePermissions();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [state, setState] = useState<SaveState>('idle');
  const [last, setLast] = useState<Change | null>(null);
  const chosen = list.data.find((entry) => entry.id === chosenId && !entry.is_owner) ?? null;

  const save = (change: Change, undoing = false) => {
    setState('saving');
    update.mutate(change.body, {
      onSuccess: () => {
        setState(undoing ? 'undone' : 'saved');
        setLast(undoing ? null : change);
      },
      onError: () => setState('failed'),
    });
  };

  const roleColumns: MatrixColumn[] = ROLES.map((role) => ({
    id: `role:${role}`,
    label: t(`staff_access.roles.${role}`),
    values: list.role_defaults[role],
    readOnly: role === 'owner',
  }));
  const columns = chosen
    ? [...roleColumns, { id: `employee:${chosen.id}`, label: fullName(chosen.first_name, chosen.last_name), values: chosen.permissions, differs: chosen.overrides }]
    : roleColumns;

  const toggle = (column: MatrixColumn, flag: PermissionFlag, value: 0 | 1) => {
    const before = column.values[flag];
    const detail = `${t('staff_access.saved')} ${column.label}: ${t(`staff_access.flags.${flagKey(flag)}`)} — ${t(value ? 'staff_access.state_on' : 'staff_access.state_off')}`;
    if (column.id.startsWith('role:')) {
      const role = column.id.slice(5) as Exclude<Role, 'owner'>;
      save({ body: { role, permissions: { [flag]: value } }, undo: { role, permissions: { [flag]: before } }, detail });
    } else if (chosen) {
      save({ body: { employee_id: chosen.id, permissions: { [flag]: value } }, undo: { employee_id: chosen.id, permissions: { [flag]: before } }, detail });
    }
  };

  const resetChosen = async () => {
    if (!chosen) return;
    const name = fullName(chosen.first_name, chosen.last_name);
    const role = t(`staff_access.roles.${chosen.role}`);
    const ok = await confirm({ type: 'warning', title: t('staff_access.reset_confirm_title', { name, role }), description: t('staff_access.reset_confirm_text') });
    if (!ok || chosen.role === 'owner') return;
    save({ body: { employee_id: chosen.id, role: chosen.role }, undo: { employee_id: chosen.id, permissions: chosen.permissions }, detail: t('staff_access.saved') });
  };

  return (
    <Stack gap="md">
      <Alert variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
        {t('staff_access.owner_always')}
      </Alert>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="sm">
          <EmployeeChooser staff={list.data} chosenId={chosen?.id ?? null} onChoose={setChosenId} />
          {chosen && (
            <Group justify="space-between" gap="xs" data-testid="chosen-summary">
              <Text size="sm">
                {chosen.overrides.length > 0
                  ? t('staff_access.differs_count', { role: t(`staff_access.roles.${chosen.role}`), count: chosen.overrides.length })
                  : t('staff_access.follows_role', { role: t(`staff_access.roles.${chosen.role}`) })}
              </Text>
              <Button variant="default" size="sm" onClick={() => void resetChosen()} disabled={chosen.overrides.length === 0}>
                {t('staff_access.reset_to_role')}
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>
      <SaveStatus state={state} detail={last?.detail} onUndo={last ? () => save({ ...last, body: last.undo }, true) : undefined} />
      <PermissionsMatrix columns={columns} onToggle={toggle} />
    </Stack>
  );
}
