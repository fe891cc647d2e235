import { useState } from 'react';
import { Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import type { ReportResponse } from '@chairside/shared/reports';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { formatCell, sortRows } from '../utils/report-cells';

/** The report's rows with sortable headers and a totals row (the totals cover every row of the range). */
export function ReportTable({ report }: { report: ReportResponse }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [sort, setSort] = useState<{ key: string | null; descending: boolean }>({ key: null, descending: false });
  const rows = sortRows(report.rows, sort.key, sort.descending);
  const toggle = (key: string) => setSort((s) => ({ key, descending: s.key === key ? !s.descending : false }));
  const numeric = (kind: string) => kind !== 'text' && kind !== 'date';
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover data-report-table>
        <Table.Thead>
          <Table.Tr>
            {report.columns.map((column) => (
              <Table.Th key={column.key} ta={numeric(column.kind) ? 'right' : undefined}
                aria-sort={sort.key === column.key ? (sort.descending ? 'descending' : 'ascending') : 'none'}>
                <UnstyledButton onClick={() => toggle(column.key)} fw={600} fz="sm" data-sort={column.key}>
                  {t(`reports.column_${column.key}`)}
                  {sort.key === column.key && (sort.descending ? <IconArrowDown size={12} aria-hidden /> : <IconArrowUp size={12} aria-hidden />)}
                </UnstyledButton>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={index} data-report-row>
              {report.columns.map((column) => (
                <Table.Td key={column.key} ta={numeric(column.kind) ? 'right' : undefined}>
                  {formatCell(column.kind, column.key, row[column.key], format, t)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr data-report-totals>
            {report.columns.map((column, index) => (
              <Table.Th key={column.key} ta={numeric(column.kind) ? 'right' : undefined}>
                {index === 0 ? t('reports.total') : column.key in report.totals ? formatCell(column.kind, column.key, report.totals[column.key], format, t) : ''}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
      {report.truncated && <Text size="xs" c="dimmed" mt="xs">{t('reports.truncated', { count: report.rows.length })}</Text>}
    </Table.ScrollContainer>
  );
}
