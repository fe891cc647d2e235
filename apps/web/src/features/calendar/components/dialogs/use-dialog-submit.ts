import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/use-translation';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { calendarKeys } from '../../api/calendar-keys';
import { withClashConfirm } from '../clash-dialog';

/**
 * Submitting a small calendar dialog: a clash asks before forcing, field errors come back by
 * field name, other errors as one message; success refreshes the calendar and closes.
 */
export function useDialogSubmit(onClose: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);

  const run = async (write: (force: boolean) => Promise<unknown>, success: string) => {
    setBusy(true);
    setErrors({});
    setMessage(null);
    try {
      const result = await withClashConfirm(write);
      if (result === null) return;
      void queryClient.invalidateQueries({ queryKey: calendarKeys.all });
      notify('positive', success);
      onClose();
    } catch (error) {
      const fields = isApiError(error) ? Object.fromEntries(Object.entries(error.fieldErrors).map(([field, list]) => [field, list[0] ?? ''])) : {};
      setErrors(fields);
      if (!Object.keys(fields).length) setMessage(errorText(error) ?? t('calendar.change_failed'));
    } finally {
      setBusy(false);
    }
  };
  return { run, busy, errors, message };
}
