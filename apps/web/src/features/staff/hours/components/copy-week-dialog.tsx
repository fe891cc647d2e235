import { useState } from 'react';
import { Alert, Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { addDays } from '@chairside/shared/rules/calendar-time';
import { mondayOf } from '@chairside/shared/rules/work-schedule';
import { DateField } from '@/components/ui/date-field';
import { useFormat } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/lib/use-translation';
import { useCopyWeek } from '../api/copy-week';
import { fieldMessage, saveFailure } from '../utils/hours-errors';

interface CopyWeekDialogProps {
  /** Monday of the week to copy. */
  from: string;
  onClose(): void;
}

/** Copies the shown week onto one or more following weeks (as one-day changes: the patterns stay). */
export function CopyWeekDialog({ from, onClose }: CopyWeekDialogProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const [to, setTo] = useState(addDays(from, 7));
  const [weeks, setWeeks] = useState(1);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const copy = useCopyWeek();
  const target = mondayOf(to);

  const submit = async () => {
    setErrors({});
    setMessage(null);
    if (target === from) {
      setErrors({ to: t('staff_hours.validation.same_week') });
      return;
    }
    try {
      const answer = await copy.mutateAsync({ from, to: target, weeks });
      notify('positive', answer.message);
      onClose();
    } catch (error) {
      const failure = saveFailure(error, t('staff_hours.save_failed'));
      setErrors(failure.fields);
      setMessage(failure.message);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('staff_hours.copy_week_title', { date: format.date(from) })} closeButtonProps={{ 'aria-label': t('staff_hours.close') }} data-copy-week-dialog>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('staff_hours.copy_week_help')}
        </Text>
        {message && (
          <Alert color="red" role="alert">
            {message}
          </Alert>
        )}
        <DateField
          label={t('staff_hours.copy_to')}
          description={t('staff_hours.copy_to_week', { date: format.date(target) })}
          value={to}
          onChange={(value) => value && setTo(String(value).slice(0, 10))}
          error={errors.to ?? fieldMessage(errors, 'from')}
          data-copy-to
        />
        <NumberInput label={t('staff_hours.copy_weeks')} min={1} max={12} value={weeks} onChange={(value) => setWeeks(Math.min(12, Math.max(1, Number(value) || 1)))} error={errors.weeks} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('staff_hours.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={copy.isPending} data-confirm-copy>
            {t('staff_hours.copy')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
