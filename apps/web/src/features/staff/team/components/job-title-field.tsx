import { useState } from 'react';
import { ActionIcon, Button, Group, Select, TextInput } from '@mantine/core';
import { IconCheck, IconPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { useEmployeeTypes } from '../api/get-employee-types';
import { useNewEmployeeType } from '../api/new-employee-type';

/** The job title: chosen from the venue's list, or a new one added on the spot. */
export function JobTitleField({ value, onChange, error }: { value: number | null; onChange(id: number | null): void; error?: string }) {
  const { t } = useTranslation();
  const types = useEmployeeTypes();
  const create = useNewEmployeeType();
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const save = async () => {
    if (!name.trim()) return;
    const answer = await create.mutateAsync(name.trim()).catch(() => null);
    if (!answer) return;
    onChange(answer.type.id);
    setAdding(false);
    setName('');
  };
  if (adding) {
    return (
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label={t('staff_team.new_job_title')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void save();
            }
          }}
          maxLength={60}
          style={{ flex: 1 }}
          data-autofocus
        />
        <ActionIcon size="lg" onClick={() => void save()} loading={create.isPending} aria-label={t('staff_team.add_job_title')} mb={2}>
          <IconCheck size={18} aria-hidden />
        </ActionIcon>
        <ActionIcon size="lg" variant="default" onClick={() => setAdding(false)} aria-label={t('staff_team.cancel')} mb={2}>
          <IconX size={18} aria-hidden />
        </ActionIcon>
      </Group>
    );
  }
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <Select
        label={t('staff_team.job_title')}
        placeholder={t('staff_team.job_title_none')}
        data={(types.data?.data ?? []).map((type) => ({ value: String(type.id), label: type.name }))}
        value={value === null ? null : String(value)}
        onChange={(next) => onChange(next === null ? null : Number(next))}
        clearable
        searchable
        error={error}
        style={{ flex: 1 }}
      />
      <Button variant="default" onClick={() => setAdding(true)} leftSection={<IconPlus size={16} aria-hidden />}>
        {t('staff_team.new')}
      </Button>
    </Group>
  );
}
