import { Badge, Table, Text } from '@mantine/core';
import type { ImportPreviewResponse } from '@chairside/shared/customers-transfer';
import { useTranslation } from '@/lib/use-translation';

/** The first rows as they will be imported, with what is wrong with each. */
export function PreviewTable({ rows }: { rows: ImportPreviewResponse['rows'] }) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="sm" c="dimmed" mb="sm">
        {t('customers_transfer.preview_hint')}
      </Text>
      <Table.ScrollContainer minWidth={560}>
        <Table striped data-preview>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('customers_transfer.col_row')}</Table.Th>
              <Table.Th>{t('customers_transfer.col_name')}</Table.Th>
              <Table.Th>{t('customers_transfer.col_phone')}</Table.Th>
              <Table.Th>{t('customers_transfer.col_email')}</Table.Th>
              <Table.Th>{t('customers_transfer.col_birthday')}</Table.Th>
              <Table.Th>{t('customers_transfer.col_problems')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.row}>
                <Table.Td>{row.row}</Table.Td>
                <Table.Td>{`${row.first_name} ${row.last_name}`.trim()}</Table.Td>
                <Table.Td>{row.phone}</Table.Td>
                <Table.Td>{row.email}</Table.Td>
                <Table.Td>{row.birthday ?? ''}</Table.Td>
                <Table.Td>
                  {row.problems.length ? (
                    <Text size="sm" c="red.8">
                      {row.problems.join('; ')}
                    </Text>
                  ) : (
                    <Badge color="green" variant="light">
                      {t('customers_transfer.row_ok')}
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
