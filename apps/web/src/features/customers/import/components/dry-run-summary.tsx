import { Alert, List, Stack, Text } from '@mantine/core';
import type { ImportDryRunResponse } from '@chairside/shared/customers-transfer';
import { useTranslation } from '@/lib/use-translation';

/** What the import will do: counts, and the rows that will not go in with their reasons. */
export function DryRunSummary({ result }: { result: ImportDryRunResponse }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-dry-run>
      <Text size="sm" c="dimmed">
        {t('customers_transfer.dry_run_hint')}
      </Text>
      <List spacing={4}>
        <List.Item data-count="created">{t('customers_transfer.dry_new', { n: result.created })}</List.Item>
        <List.Item data-count="updated">{t('customers_transfer.dry_updated', { n: result.updated })}</List.Item>
        <List.Item data-count="skipped">{t('customers_transfer.dry_skipped', { n: result.skipped })}</List.Item>
        <List.Item data-count="failed">{t('customers_transfer.dry_failed', { n: result.failed })}</List.Item>
      </List>
      <Text size="sm">{t('customers_transfer.duplicates_policy')}</Text>
      {result.problems.length ? (
        <Alert color="orange" title={t('customers_transfer.problems_title')}>
          <List size="sm" spacing={2}>
            {result.problems.map((p) => (
              <List.Item key={p.row}>{t('customers_transfer.problem_row', { row: p.row, reasons: p.reasons.join('; ') })}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
    </Stack>
  );
}
