import { useMemo, useState } from 'react';
import { Alert, Button, Group, SegmentedControl, Stack, TextInput, Title } from '@mantine/core';
import { IconPlus, IconSearch, IconUsers } from '@tabler/icons-react';
import type { Employee } from '@chairside/shared/staff-team';
import { EmptyState } from '@/components/ui/empty-state';
import { PageLoader } from '@/components/ui/page-loader';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { useArchiveEmployee } from '@/features/staff/team/api/archive-employee';
import { useEmployees } from '@/features/staff/team/api/get-employees';
import { useOrderEmployees } from '@/features/staff/team/api/order-employees';
import { ArchiveDialog } from '@/features/staff/team/components/archive-dialog';
import { EmployeeDrawer } from '@/features/staff/team/components/employee-drawer';
import { TeamList } from '@/features/staff/team/components/team-list';
import { matchesSearch } from '@/lib/search';

/** /staff/list: the team — add, edit, reorder (the calendar's column order), archive and restore. */
export function TeamScreen() {
  const { t } = useTranslation();
  const [view, setView] = useState<'active' | 'archived'>('active');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const [archiving, setArchiving] = useState<Employee | null>(null);
  const list = useEmployees(view === 'archived');
  const order = useOrderEmployees();
  const restore = useArchiveEmployee();
  const employees = useMemo(() => list.data?.data ?? [], [list.data]);
  const shown = employees.filter((e) => matchesSearch([e.first_name, e.last_name, e.email, e.phone, e.type_name], search));

  const onRestore = async (employee: Employee) => {
    // A refusal (the plan's seats: the limit alert) is shown by the API client.
    const answer = await restore.mutateAsync({ id: employee.id, restore: true }).catch(() => null);
    if (answer) notify('positive', answer.message);
  };

  return (
    <Stack gap="md" maw={900}>
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          {t('shell.staff_list')}
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ id: null })} data-add-employee>
          {t('staff_team.add_employee')}
        </Button>
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SegmentedControl
          value={view}
          onChange={(next) => setView(next as 'active' | 'archived')}
          data={[
            { value: 'active', label: t('staff_team.view_active') },
            { value: 'archived', label: t('staff_team.view_archived') },
          ]}
          aria-label={t('staff_team.view_label')}
        />
        <TextInput
          leftSection={<IconSearch size={16} aria-hidden />}
          placeholder={t('staff_team.search')}
          aria-label={t('staff_team.search')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          type="search"
          style={{ flex: 1, minWidth: 200 }}
        />
      </Group>
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <Alert color="red" role="alert">
          {t('staff_team.load_failed')}
        </Alert>
      ) : shown.length === 0 ? (
        <EmptyState
          icon={<IconUsers size={28} aria-hidden />}
          title={t(search ? 'staff_team.empty_search' : view === 'archived' ? 'staff_team.empty_archived' : 'staff_team.empty')}
          titleOrder={2}
        />
      ) : (
        <TeamList
          employees={shown}
          movable={view === 'active' && !search.trim()}
          label={t('shell.staff_list')}
          onOrder={(ids) => order.mutate(ids)}
          onEdit={(employee) => setEditing({ id: employee.id })}
          onArchive={setArchiving}
          onRestore={(employee) => void onRestore(employee)}
        />
      )}
      {editing && <EmployeeDrawer employeeId={editing.id} teamSize={employees.length} onClose={() => setEditing(null)} />}
      {archiving && <ArchiveDialog employee={archiving} onClose={() => setArchiving(null)} />}
    </Stack>
  );
}
