import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';

/** Placeholder until the calendar work lands. */
export function CalendarScreen() {
  const { t } = useTranslation();
  return <EmptyState icon={<IconCalendar size={32} aria-hidden />} title={t('shell.calendar')} description={t('shell.calendar_soon')} titleOrder={1} />;
}
