import { useState } from 'react';
import { Alert, Button, Center, Drawer, Group, Loader, Stack, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Employee, EmployeeServiceLink } from '@chairside/shared/staff-team';
import { isApiError } from '@/lib/api-error';
import { translatedIssues } from '@/lib/form-errors';
import { useFormat } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { useBookableServices } from '../api/get-bookable-services';
import { useEmployeeDetail } from '../api/get-employee-detail';
import { useSaveEmployee } from '../api/save-employee';
import { useUploadEmployeePhoto } from '../api/upload-employee-photo';
import { TABS, bodyOf, emptyForm, formOf, tabOf, validate, type EmployeeForm, type FieldErrors, type Tab } from '../utils/employee-form';
import { CommissionsTab } from './commissions-tab';
import { DetailsTab } from './details-tab';
import { ServicesTab } from './services-tab';

interface EmployeeDrawerProps {
  /** null = a new employee */
  employeeId: number | null;
  teamSize: number;
  onClose(): void;
}

/** Add or edit an employee: details, services with own price and length, commissions. */
export function EmployeeDrawer({ employeeId, teamSize, onClose }: EmployeeDrawerProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const detail = useEmployeeDetail(employeeId);
  const catalogue = useBookableServices();
  const loading = (employeeId !== null && detail.isPending) || catalogue.isPending;
  const title = employeeId === null ? t('staff_team.add_employee') : t('staff_team.edit_employee');
  return (
    <Drawer opened onClose={onClose} position="right" size={phone ? '100%' : 'lg'} title={title} closeButtonProps={{ 'aria-label': t('staff_team.close') }} data-employee-drawer>
      {loading ? (
        <Center h={200}>
          <Loader aria-label={t('staff_team.loading')} />
        </Center>
      ) : (
        <EmployeeEditor
          employee={detail.data?.employee ?? null}
          links={detail.data?.services ?? []}
          catalogue={catalogue.data?.data ?? []}
          teamSize={teamSize}
          onDone={onClose}
        />
      )}
    </Drawer>
  );
}

interface EditorProps {
  employee: Employee | null;
  links: EmployeeServiceLink[];
  catalogue: NonNullable<ReturnType<typeof useBookableServices>['data']>['data'];
  teamSize: number;
  onDone(): void;
}

function EmployeeEditor({ employee, links, catalogue, teamSize, onDone }: EditorProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const save = useSaveEmployee();
  const upload = useUploadEmployeePhoto();
  const [form, setForm] = useState<EmployeeForm>(() => (employee ? formOf(employee, links, format.decimalSeparator) : emptyForm(teamSize)));
  const [tab, setTab] = useState<Tab>('details');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [photo, setPhoto] = useState<File | null>(null);

  const set = <K extends keyof EmployeeForm>(key: K, value: EmployeeForm[K]) => setForm((current) => ({ ...current, [key]: value }));

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) setTab(tabOf(first));
  };

  const submit = async () => {
    setFailure(null);
    const body = bodyOf(form, catalogue);
    const invalid = validate(body, translatedIssues.error as never);
    if (Object.keys(invalid).length) return showErrors(invalid);
    try {
      const answer = await save.mutateAsync({ id: employee?.id ?? null, body });
      if (photo) await upload.mutateAsync({ id: answer.employee.id, file: photo });
      notify('positive', answer.message);
      onDone();
    } catch (error) {
      if (!isApiError(error)) throw error;
      const fields = Object.fromEntries(Object.entries(error.fieldErrors).map(([field, messages]) => [field, messages[0] ?? '']));
      if (Object.keys(fields).length) showErrors(fields);
      else if (error.status !== 403) setFailure(typeof error.body.message === 'string' ? error.body.message : t('staff_team.save_failed'));
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
    >
      <Stack gap="md">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Tabs value={tab} onChange={(next) => next && setTab(next as Tab)} keepMounted={false}>
          <Tabs.List grow>
            {TABS.map((name) => (
              <Tabs.Tab key={name} value={name}>
                {t(`staff_team.tab_${name}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="details" pt="md">
            <DetailsTab form={form} employee={employee} errors={errors} photo={photo} onPhoto={setPhoto} set={set} />
          </Tabs.Panel>
          <Tabs.Panel value="services" pt="md">
            <ServicesTab catalogue={catalogue} choices={form.services} errors={errors} onChange={(id, choice) => set('services', { ...form.services, [id]: choice })} />
          </Tabs.Panel>
          <Tabs.Panel value="commissions" pt="md">
            <CommissionsTab value={form.commissions} errors={errors} onChange={(value) => set('commissions', value)} />
          </Tabs.Panel>
        </Tabs>
        <Group justify="flex-end" style={{ position: 'sticky', bottom: 0, background: 'var(--mantine-color-body)', paddingBlock: 8 }}>
          <Button variant="default" onClick={onDone}>
            {t('staff_team.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending || upload.isPending} data-save-employee>
            {t('staff_team.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
