import { useEffect, useRef } from 'react';
import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconMessage2 } from '@tabler/icons-react';
import { INFINITE_SCROLL_OFFSET_PX } from '@chairside/shared/constants';
import { EmptyState } from '@/components/ui/empty-state';
import { PageLoader } from '@/components/ui/page-loader';
import { useInitialSettings } from '@/lib/auth';
import { useTranslation } from '@/lib/use-translation';
import { useSmsHistory } from '../api/get-sms-history';
import { SmsHistoryItem } from './sms-history-row';

/**
 * The venue's SMS, newest first, with infinite scroll (spec §4 and §9): the first page of 10, and the
 * next one appended when the end of the list comes within 300 px of the view.
 */
export function SmsHistoryList() {
  const { t } = useTranslation();
  const timeZone = useInitialSettings().data?.timezone ?? 'UTC';
  const history = useSmsHistory();
  const end = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history;

  useEffect(() => {
    const el = end.current;
    if (!el || !hasNextPage || isFetchingNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
    }, { rootMargin: `0px 0px ${INFINITE_SCROLL_OFFSET_PX}px 0px` });
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, history.data?.pages.length]);

  if (history.isPending) return <PageLoader />;
  if (history.isError) {
    return (
      <Stack align="center" gap="sm" py="xl">
        <Text>{t('reminders.sms_history.load_failed')}</Text>
        <Button variant="light" onClick={() => void history.refetch()}>{t('reminders.sms_history.retry')}</Button>
      </Stack>
    );
  }
  const rows = history.data.pages.flatMap((page) => page.data);
  if (!rows.length) {
    return <EmptyState title={t('reminders.sms_history.empty')} description={t('reminders.sms_history.empty_hint')} icon={<IconMessage2 size={32} aria-hidden />} />;
  }
  return (
    <Stack gap="sm">
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} data-testid="sms-history" data-loaded={rows.length} data-total={history.data.pages[0]!.total}>
        {rows.map((row) => <SmsHistoryItem key={row.id} row={row} timeZone={timeZone} />)}
      </Stack>
      <div ref={end} aria-hidden data-sms-history-end />
      {isFetchingNextPage && (
        <Center py="sm">
          <Group gap="xs">
            <Loader size="sm" />
            <Text size="sm" c="dimmed">{t('reminders.sms_history.loading_more')}</Text>
          </Group>
        </Center>
      )}
      {!hasNextPage && <Text size="sm" c="dimmed" ta="center" data-sms-history-complete>{t('reminders.sms_history.end')}</Text>}
    </Stack>
  );
}
