import { Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { CustomerRow } from '@chairside/shared/customers';
import type { ListColumn } from '../utils/columns';

export type Formatters = { date: (value: string) => string };

/** The text of one optional column of a row. */
export function CellValue({ row, column, f }: { row: CustomerRow; column: ListColumn; f: Formatters }) {
  switch (column) {
    case 'tags':
      return (
        <Group gap={4} wrap="wrap">
          {row.tags.map((tag) => (
            <Badge key={tag} size="sm" variant="light">
              {tag}
            </Badge>
          ))}
        </Group>
      );
    case 'last_visit':
    case 'next_visit':
    case 'created_at':
      return <>{row[column] ? f.date(row[column]!) : '—'}</>;
    case 'birthday':
      return <>{row.birthday ? f.date(row.birthday) : '—'}</>;
    case 'visits':
    case 'no_shows':
    case 'cancellations':
      return <>{row[column]}</>;
    default:
      return <>{row[column] || '—'}</>;
  }
}

/** The name with the alerts icon (allergies) when the customer has any. */
export function NameCell({ row }: { row: CustomerRow }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text fw={500} size="sm">
        {`${row.first_name} ${row.last_name}`.trim()}
      </Text>
      {row.alerts && (
        <Tooltip label={row.alerts} withArrow>
          <IconAlertTriangle size={16} color="var(--mantine-color-orange-6)" aria-label={row.alerts} />
        </Tooltip>
      )}
    </Group>
  );
}
