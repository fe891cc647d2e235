import type { ReactNode } from 'react';
import { Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';

export interface EmptyStateProps {
  /** Display texts (already translated). */
  title: string;
  description?: string;
  icon?: ReactNode;
  /** A button or link offering the next step. */
  action?: ReactNode;
  /** Heading level: 1 when the empty state is the whole page. */
  titleOrder?: 1 | 2 | 3;
}

/** What a list or screen shows when there is nothing yet. */
export function EmptyState({ title, description, icon, action, titleOrder = 2 }: EmptyStateProps) {
  return (
    <Center mih={280} p="md">
      <Stack align="center" gap="xs" maw={420} ta="center">
        <ThemeIcon size={64} radius="xl" variant="light">
          {icon ?? <IconInbox size={32} aria-hidden />}
        </ThemeIcon>
        <Title order={titleOrder} size="h4" mt="xs">
          {title}
        </Title>
        {description && <Text c="dimmed">{description}</Text>}
        {action}
      </Stack>
    </Center>
  );
}
