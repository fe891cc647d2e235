import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';

/** A customers settings screen: its heading (the page's h1), a line under it, then its content. */
export function CustomersPage({ title, subtitle, children, wide = false }: { title: string; subtitle: string; children: ReactNode; wide?: boolean }) {
  return (
    <Stack gap="lg" maw={wide ? 1200 : 880} pb={64}>
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed" mt={4}>
          {subtitle}
        </Text>
      </div>
      {children}
    </Stack>
  );
}
