import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { PageLoader } from '@/components/ui/page-loader';
import { usePermissionsList } from '@/features/staff/permissions/api/get-permissions';
import { PermissionsEditor } from '@/features/staff/permissions/components/permissions-editor';

/** /staff/permissions: what each role may do, and single employees where they differ (spec §6). */
export function PermissionsScreen() {
  const { t } = useTranslation();
  const list = usePermissionsList();
  return (
    <Stack gap="lg" maw={1200}>
      <div>
        <Title order={1} size="h2">
          {t('shell.permissions')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('staff_access.permissions_subtitle')}
        </Text>
      </div>
      {list.data ? <PermissionsEditor list={list.data} /> : <PageLoader />}
    </Stack>
  );
}
