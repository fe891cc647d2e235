import { IconTools } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { EmptyState } from './empty-state';

/** A screen whose menu entry exists while the screen itself is still being built: says so, honestly. */
export function PageInProgress({ title }: { title: string }) {
  const { t } = useTranslation();
  return <EmptyState titleOrder={1} title={t(title)} description={t('shell.page_in_progress')} icon={<IconTools size={32} aria-hidden />} />;
}
