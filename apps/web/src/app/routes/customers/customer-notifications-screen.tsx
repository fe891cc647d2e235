import { useTranslation } from '@/lib/use-translation';
import { CustomersPage } from '@/features/customers/settings/components/customers-page';
import { NotificationsEditor } from '@/features/customers/settings/components/notifications-editor';

/** /customers/notifications: the wording of every message customers get, per channel and language. */
export function CustomerNotificationsScreen() {
  const { t } = useTranslation();
  return (
    <CustomersPage title={t('shell.customer_notifications')} subtitle={t('customer_settings.notifications.subtitle')} wide>
      <NotificationsEditor />
    </CustomersPage>
  );
}
