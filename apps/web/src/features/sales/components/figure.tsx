import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One summary figure above a sales list (count, takings, balance…); `data-*` attributes go on the value. */
export function Figure({ label, value, ...data }: { label: string; value: ReactNode } & Record<`data-${string}`, boolean | string | undefined>) {
  return (
    <Paper withBorder p="sm">
      <Text size="xs" c="dimmed">{label}</Text>
      <Text fw={600} {...data}>{value}</Text>
    </Paper>
  );
}
