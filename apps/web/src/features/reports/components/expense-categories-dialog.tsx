import { useState } from 'react';
import { ActionIcon, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconArchive } from '@tabler/icons-react';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/use-translation';
import { useArchiveCategory, useExpenseCategories, useStoreCategory } from '../api/expenses-api';

/** The expense categories: add one, archive one (its expenses keep it). */
export function ExpenseCategoriesDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const categories = useExpenseCategories();
  const store = useStoreCategory();
  const archive = useArchiveCategory();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = async () => {
    try {
      await store.mutateAsync({ name });
      setName('');
      setError(null);
    } catch (failure) {
      if (failure instanceof ApiError) setError(((failure.body.errors as Record<string, string[]> | undefined)?.name ?? [])[0] ?? null);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('reports.categories')}>
      <Stack gap="xs">
        {(categories.data?.data ?? []).map((category) => (
          <Group key={category.id} justify="space-between" data-category={category.name}>
            <Text>{category.name}</Text>
            <ActionIcon variant="subtle" aria-label={t('reports.archive')} onClick={() => archive.mutate(category.id)}>
              <IconArchive size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Group align="end">
          <TextInput label={t('reports.column_category')} value={name} onChange={(e) => setName(e.currentTarget.value)} error={error} style={{ flex: 1 }} data-new-category />
          <Button onClick={() => void add()} loading={store.isPending} disabled={!name.trim()}>{t('reports.add_category')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
