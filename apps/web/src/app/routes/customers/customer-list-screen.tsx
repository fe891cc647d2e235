import { Group, Stack, Title } from '@mantine/core';
import { CustomerList } from '@/features/customers/components/customer-list';
import { ImportCustomersButton } from '@/features/customers/import/components/import-customers-button';
import { useTranslation } from '@/lib/use-translation';

/** /customers/list: the venue's customers (customers.manage, guarded by the route). */
export function CustomerListScreen() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" p={{ base: 'xs', sm: 'md' }}>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h3">
          {t('shell.customers_list')}
        </Title>
        <ImportCustomersButton />
      </Group>
      <CustomerList />
    </Stack>
  );
}
