import { useState } from 'react';
import { ActionIcon, Alert, Button, FileButton, Group, Image, Pagination, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconPencil, IconTrash, IconUpload } from '@tabler/icons-react';
import { PORTFOLIO_SHOWN, type PortfolioItem } from '@chairside/shared/online-booking';
import { useTranslation } from '@/lib/use-translation';
import { errorText } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { confirm } from '@/components/ui/confirm-dialog';
import { PageLoader } from '@/components/ui/page-loader';
import { useAddPicture, useDeletePicture, useMovePicture, usePortfolio } from '../api/portfolio';
import { PictureCaptionDialog } from './picture-caption-dialog';

const PICTURE_TYPES = 'image/jpeg,image/png,image/webp';

/** /online-booking/portfolio: the pictures in the booking page's order, a page at a time; add (several at once), move earlier or later, delete. */
export function PortfolioGallery() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const portfolio = usePortfolio(page);
  const add = useAddPicture();
  const move = useMovePicture();
  const remove = useDeletePicture();
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<PortfolioItem | null>(null);
  const fail = (failure: unknown) => setError(errorText(failure) ?? t('online_booking.portfolio.failed'));

  const addFiles = async (files: File[]) => {
    setError(null);
    for (const file of files) {
      try {
        const answer = await add.mutateAsync(file);
        setPage(answer.meta.page);
        if (answer.message) notify('positive', answer.message);
      } catch (failure) {
        fail(failure);
        return;
      }
    }
  };
  const moveTo = (item: PortfolioItem, position: number) => {
    setError(null);
    move.mutateAsync({ id: item.id, position }).then((answer) => notify('positive', answer.message), fail);
  };
  const deleteItem = async (item: PortfolioItem) => {
    const sure = await confirm({ type: 'danger', title: t('online_booking.portfolio.delete_confirm'), yesLabel: t('online_booking.portfolio.delete') });
    if (!sure) return;
    setError(null);
    remove.mutateAsync(item.id).then((answer) => notify('positive', answer.message), fail);
  };

  const data = portfolio.data;
  const busy = move.isPending || remove.isPending;
  return (
    <Stack gap="md">
      <Text c="dimmed">{t('online_booking.portfolio.hint', { shown: PORTFOLIO_SHOWN })}</Text>
      <Group justify="space-between">
        <Text size="sm">{data ? t('online_booking.portfolio.count', { count: data.meta.total }) : ''}</Text>
        <FileButton onChange={(files) => void addFiles(files)} accept={PICTURE_TYPES} multiple>
          {(props) => <Button {...props} leftSection={<IconUpload size={16} aria-hidden />} loading={add.isPending}>{t('online_booking.portfolio.upload')}</Button>}
        </FileButton>
      </Group>
      {error && <Alert color="red" variant="light" role="alert">{error}</Alert>}
      {!data ? (
        portfolio.isError ? (
          <Alert color="red" variant="light" role="alert" title={t('online_booking.screens.load_failed')}>
            <Button variant="light" color="red" size="xs" mt="xs" onClick={() => void portfolio.refetch()}>{t('reminders.retry')}</Button>
          </Alert>
        ) : <PageLoader />
      ) : data.data.length === 0 ? (
        <Paper withBorder p="xl"><Text ta="center" c="dimmed">{t('online_booking.portfolio.empty')}</Text></Paper>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('online_booking.portfolio.title')}>
          {data.data.map((item) => {
            const label = t('online_booking.portfolio.picture', { n: item.position + 1 });
            return (
              <Paper component="li" key={item.id} withBorder p={4} radius="md">
                <Image src={item.url} alt={label} radius="sm" h={140} fit="cover" loading="lazy" />
                {(item.caption || item.employee_id !== null) && (
                  <Text size="xs" mt={4} lineClamp={2}>
                    {item.caption}
                    {item.employee_id !== null && <Text span size="xs" c="dimmed"> · {data.employees.find((e) => e.id === item.employee_id)?.name ?? ''}</Text>}
                  </Text>
                )}
                <Group justify="space-between" gap={4} mt={4} wrap="nowrap">
                  <Text size="xs" c="dimmed">{item.position + 1}</Text>
                  <Group gap={2} wrap="nowrap">
                    <ActionIcon variant="subtle" aria-label={`${t('online_booking.portfolio.edit')}: ${label}`} disabled={busy} onClick={() => setEditing(item)}>
                      <IconPencil size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon variant="subtle" aria-label={`${t('online_booking.portfolio.earlier')}: ${label}`} disabled={busy || item.position === 0} onClick={() => moveTo(item, item.position - 1)}>
                      <IconArrowLeft size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon variant="subtle" aria-label={`${t('online_booking.portfolio.later')}: ${label}`} disabled={busy || item.position === data.meta.total - 1} onClick={() => moveTo(item, item.position + 1)}>
                      <IconArrowRight size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon variant="subtle" color="red" aria-label={`${t('online_booking.portfolio.delete')}: ${label}`} disabled={busy} onClick={() => void deleteItem(item)}>
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Group>
              </Paper>
            );
          })}
        </SimpleGrid>
      )}
      {editing && data && <PictureCaptionDialog key={editing.id} item={editing} employees={data.employees} onClose={() => setEditing(null)} />}
      {data && data.meta.last_page > 1 && (
        <Group justify="center"><Pagination total={data.meta.last_page} value={Math.min(page, data.meta.last_page)} onChange={setPage} /></Group>
      )}
    </Stack>
  );
}
