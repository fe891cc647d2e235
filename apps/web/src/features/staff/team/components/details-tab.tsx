import { Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { ASSIGNABLE_ROLES, type Employee } from '@chairside/shared/staff-team';
import { useTranslation } from '@/lib/use-translation';
import type { EmployeeForm, FieldErrors } from '../utils/employee-form';
import { ColorField } from './color-field';
import { JobTitleField } from './job-title-field';
import { PhotoField } from './photo-field';

interface DetailsTabProps {
  form: EmployeeForm;
  employee: Employee | null;
  errors: FieldErrors;
  photo: File | null;
  onPhoto(file: File | null): void;
  set<K extends keyof EmployeeForm>(key: K, value: EmployeeForm[K]): void;
}

/** Names, photo, contact, job title, role, colour, bookable and online. */
export function DetailsTab({ form, employee, errors, photo, onPhoto, set }: DetailsTabProps) {
  const { t } = useTranslation();
  const invites = !employee?.has_login;
  return (
    <Stack gap="md">
      <PhotoField photo={employee?.photo ?? null} file={photo} first={form.first_name} last={form.last_name} color={form.color} onFile={onPhoto} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('staff_team.first_name')} required value={form.first_name} onChange={(e) => set('first_name', e.currentTarget.value)} error={errors.first_name} maxLength={80} autoComplete="off" />
        <TextInput label={t('staff_team.last_name')} value={form.last_name} onChange={(e) => set('last_name', e.currentTarget.value)} error={errors.last_name} maxLength={80} autoComplete="off" />
        <TextInput
          label={t('staff_team.email')}
          type="email"
          value={form.email}
          onChange={(e) => set('email', e.currentTarget.value)}
          error={errors.email}
          description={invites ? t('staff_team.email_invite_hint') : t('staff_team.email_contact_hint')}
          autoComplete="off"
        />
        <TextInput label={t('staff_team.phone')} type="tel" value={form.phone} onChange={(e) => set('phone', e.currentTarget.value)} error={errors.phone} maxLength={40} autoComplete="off" />
      </SimpleGrid>
      <JobTitleField value={form.type_id} onChange={(id) => set('type_id', id)} error={errors.type_id} />
      <Select
        label={t('staff_team.role')}
        description={t('staff_team.role_hint')}
        data={form.role === 'owner' ? [{ value: 'owner', label: t('staff_team.role_owner') }] : ASSIGNABLE_ROLES.map((role) => ({ value: role, label: t(`staff_team.role_${role}`) }))}
        value={form.role}
        onChange={(role) => role && set('role', role as EmployeeForm['role'])}
        disabled={form.role === 'owner'}
        allowDeselect={false}
        error={errors.role}
      />
      <ColorField value={form.color} onChange={(color) => set('color', color)} />
      <Switch label={t('staff_team.bookable')} description={t('staff_team.bookable_hint')} checked={form.bookable} onChange={(e) => set('bookable', e.currentTarget.checked)} />
      <Switch label={t('staff_team.online')} description={t('staff_team.online_hint')} checked={form.visible_online} onChange={(e) => set('visible_online', e.currentTarget.checked)} />
    </Stack>
  );
}
