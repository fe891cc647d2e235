import { Anchor, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { CustomerProfile } from '@/features/customers/components/customer-profile';
import { useTranslation } from '@/lib/use-translation';

/** /customers/{id}: one customer's profile. */
export function CustomerProfileScreen() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  return (
    <Stack gap="sm" p={{ base: 'xs', sm: 'md' }}>
      <Anchor component={Link} to="/customers/list" size="sm">← {t('customers.back_to_list')}</Anchor>
      {Number.isInteger(id) && id > 0 ? <CustomerProfile key={id} id={id} /> : null}
    </Stack>
  );
}
