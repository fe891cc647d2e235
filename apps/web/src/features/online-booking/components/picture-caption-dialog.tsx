import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { PORTFOLIO_CAPTION_MAX, type PortfolioItem } from '@chairside/shared/online-booking';
import { useTranslation } from '@/lib/use-translation';
import { errorText } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useUpdatePicture } from '../api/portfolio';

/** A portfolio picture's caption and the employee whose work it shows (shown under it on the booking page and the listing). */
export function PictureCaptionDialog({ item, employees, onClose }: { item: PortfolioItem; employees: { id: number; name: string }[]; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdatePicture();
  const [caption, setCaption] = useState(item.caption);
  const [employee, setEmployee] = useState<string | null>(item.employee_id === null ? null : String(item.employee_id));
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    setError(null);
    update.mutateAsync({ id: item.id, caption, employee_id: employee === null ? null : Number(employee) }).then((answer) => {
      notify('positive', answer.message);
      onClose();
    }, (failure: unknown) => setError(errorText(failure) ?? t('online_booking.portfolio.failed')));
  };
  return (
    <Modal opened onClose={onClose} title={t('online_booking.portfolio.edit_title', { n: item.position + 1 })}>
      <Stack gap="sm">
        <TextInput label={t('online_booking.portfolio.caption')} description={t('online_booking.portfolio.caption_hint')} value={caption} maxLength={PORTFOLIO_CAPTION_MAX}
          onChange={(e) => setCaption(e.currentTarget.value)} data-autofocus />
        <Select label={t('online_booking.portfolio.employee')} description={t('online_booking.portfolio.employee_hint')} placeholder={t('online_booking.portfolio.nobody')}
          data={employees.map((e) => ({ value: String(e.id), label: e.name }))} value={employee} onChange={setEmployee} clearable searchable />
        {error && <Text c="red" role="alert">{error}</Text>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('online_booking.portfolio.cancel')}</Button>
          <Button onClick={save} loading={update.isPending}>{t('online_booking.screens.save')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
