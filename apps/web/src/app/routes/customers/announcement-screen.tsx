import { Alert, Button } from '@mantine/core';
import { PageLoader } from '@/components/ui/page-loader';
import { useTranslation } from '@/lib/use-translation';
import { useAnnouncement } from '@/features/customers/settings/api/announcement';
import { AnnouncementForm } from '@/features/customers/settings/components/announcement-form';
import { CustomersPage } from '@/features/customers/settings/components/customers-page';

/** /customers/announcement: the special announcement on the online booking page. */
export function AnnouncementScreen() {
  const { t } = useTranslation();
  const announcement = useAnnouncement();
  return (
    <CustomersPage title={t('shell.special_announcement')} subtitle={t('customer_settings.announcement.subtitle')}>
      {announcement.data ? (
        <AnnouncementForm saved={announcement.data} />
      ) : announcement.isError ? (
        <Alert color="red" variant="light" role="alert" title={t('customer_settings.notifications.load_failed')}>
          <Button variant="light" color="red" size="xs" mt="xs" onClick={() => void announcement.refetch()}>
            {t('customer_settings.notifications.retry')}
          </Button>
        </Alert>
      ) : (
        <PageLoader />
      )}
    </CustomersPage>
  );
}
