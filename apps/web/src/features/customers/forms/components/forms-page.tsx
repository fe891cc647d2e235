import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Loader, Paper, SegmentedControl, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconArchive, IconArrowBackUp, IconPencil, IconPlus, IconSearch } from '@tabler/icons-react';
import type { CustomerForm } from '@chairside/shared/customer-forms';
import { confirm } from '@/components/ui/confirm-dialog';
import { PremiumPlaceholder } from '@/components/ui/premium-placeholder';
import { useFeature } from '@/lib/can';
import { matchesSearch } from '@/lib/search';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { useForms } from '../api/get-forms';
import { useArchiveForm } from '../api/save-form';
import { FormEditor } from './form-editor';

/** /customers/forms: the venue's forms (search, archive/restore) and the builder. Plan feature `forms` (grow and pro). */
export function FormsPage() {
  const { t } = useTranslation();
  const [archived, setArchived] = useState(false);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<CustomerForm | 'new' | null>(null);
  const forms = useForms(archived);
  const archive = useArchiveForm();
  const available = useFeature('forms');

  if (editing) {
    return (
      <Stack gap="md">
        <Title order={2}>{editing === 'new' ? t('customer_forms.new_form') : t('customer_forms.edit_form')}</Title>
        <FormEditor form={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
      </Stack>
    );
  }
  if (!available) {
    return (
      <Stack gap="md">
        <Title order={2}>{t('customer_forms.title')}</Title>
        <PremiumPlaceholder title={t('customer_forms.premium_title')} description={t('customer_forms.premium_text')} />
      </Stack>
    );
  }
  const list = (forms.data?.data ?? []).filter((form) => matchesSearch([form.name, form.description], search));
  const toggle = async (form: CustomerForm) => {
    if (!form.archived && !(await confirm({ type: 'warning', title: t('customer_forms.archive_confirm_title'), accent: form.name, description: t('customer_forms.archive_confirm_text') }))) return;
    const answer = await archive.mutateAsync({ id: form.id, restore: form.archived });
    if (answer.message) notify('positive', answer.message);
  };
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Stack gap={2}>
          <Title order={2}>{t('customer_forms.title')}</Title>
          <Text c="dimmed" size="sm">{t('customer_forms.intro')}</Text>
        </Stack>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>{t('customer_forms.new_form')}</Button>
      </Group>
      <Group gap="sm">
        <TextInput leftSection={<IconSearch size={16} />} placeholder={t('customer_forms.search')} aria-label={t('customer_forms.search')} value={search} onChange={(e) => setSearch(e.currentTarget.value)} style={{ flex: 1, minWidth: 180 }} />
        <SegmentedControl aria-label={t('customer_forms.view_label')} value={archived ? 'archived' : 'active'} onChange={(v) => setArchived(v === 'archived')}
          data={[{ value: 'active', label: t('customer_forms.tab_active') }, { value: 'archived', label: t('customer_forms.tab_archived') }]} />
      </Group>
      {forms.isPending ? (
        <Group justify="center" p="xl"><Loader /></Group>
      ) : forms.isError ? (
        <Text c="red">{t('customer_forms.load_failed')}</Text>
      ) : !forms.data.data.length ? (
        <Paper withBorder p="xl" radius="md" ta="center">
          <Title order={4}>{archived ? t('customer_forms.empty_archived') : t('customer_forms.empty_title')}</Title>
          {!archived && <Text c="dimmed" size="sm" mt={4}>{t('customer_forms.empty_hint')}</Text>}
        </Paper>
      ) : !list.length ? (
        <Text c="dimmed">{t('customer_forms.no_match')}</Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0}>
          {list.map((form) => (
            <Paper component="li" key={form.id} withBorder radius="md" p="sm" style={{ listStyle: 'none' }} data-form-row={form.name}>
              <Group wrap="nowrap" gap="sm">
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={600} truncate>{form.name}</Text>
                  <Group gap={4}>
                    <Badge size="xs" variant="filled" color="blue.9">{t('customer_forms.col_questions')}: {form.fields.filter((f) => f.type !== 'heading').length}</Badge>
                    <Badge size="xs" variant="filled" color="grape.9">{t('customer_forms.col_services')}: {form.service_ids.length}</Badge>
                    <Badge size="xs" variant="filled" color="teal.9">{t('customer_forms.col_responses')}: {form.response_count}</Badge>
                  </Group>
                </Stack>
                {!form.archived && (
                  <Tooltip label={t('customer_forms.edit')}>
                    <ActionIcon variant="subtle" size="lg" onClick={() => setEditing(form)} aria-label={`${t('customer_forms.edit')}: ${form.name}`}><IconPencil size={18} /></ActionIcon>
                  </Tooltip>
                )}
                <Tooltip label={form.archived ? t('customer_forms.restore') : t('customer_forms.archive')}>
                  <ActionIcon variant="subtle" size="lg" onClick={() => void toggle(form)} aria-label={`${form.archived ? t('customer_forms.restore') : t('customer_forms.archive')}: ${form.name}`}>
                    {form.archived ? <IconArrowBackUp size={18} /> : <IconArchive size={18} />}
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
