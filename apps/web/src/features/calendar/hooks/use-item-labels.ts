import { useMemo } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from '@chairside/shared/constants';
import type { ItemLabels } from '../components/item-labels';

/** The texts items show, once per language (items themselves use no hooks). */
export function useItemLabels(timeFormat: number): ItemLabels {
  const { t, i18n } = useTranslation();
  return useMemo(
    () => ({
      timeFormat,
      statuses: Object.fromEntries(APPOINTMENT_STATUSES.map((status) => [status, t(`calendar.status_${status.replace('-', '_')}`)])) as Record<AppointmentStatus, string>,
      reserved: t('calendar.reserved'),
      blocked: t('calendar.blocked'),
      reminder: t('calendar.reminder'),
      processing: t('calendar.processing'),
      walkIn: t('calendar.walk_in'),
      basket: t('calendar.in_checkout'),
    }),
    // i18n.language: the phrases change with the language
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, timeFormat, i18n.language],
  );
}
