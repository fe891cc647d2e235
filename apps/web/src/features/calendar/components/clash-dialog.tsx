import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { translate } from '@/lib/translator';
import { openDialog } from '@/components/ui/open-dialog';
import { isApiError } from '@/lib/api-client';

/** The messages of a 409 SLOT_TAKEN: each names the line, the employee or resource and the clashing item. */
export function clashMessages(error: unknown): string[] {
  if (!isApiError(error)) return [];
  const messages = Object.values(error.fieldErrors).flat();
  if (messages.length) return [...new Set(messages)];
  const message = error.body.message;
  return typeof message === 'string' && message ? [message] : [];
}

export const isSlotTaken = (error: unknown) => isApiError(error) && error.status === 409 && error.code === 'SLOT_TAKEN';

/** Asks whether to book over what is there; resolves true only on "Book anyway". */
export async function confirmClash(error: unknown): Promise<boolean> {
  const t = translate;
  const messages = clashMessages(error);
  const answer = await openDialog<boolean>(
    (close) => (
      <Stack gap="md" data-clash-dialog>
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {t('calendar.clash_intro')}
        </Alert>
        {messages.length ? (
          <List size="sm" spacing={4}>
            {messages.map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List>
        ) : null}
        <Text size="sm" c="dimmed">
          {t('calendar.clash_question')}
        </Text>
        <Group justify="flex-end">
          {/* The safe choice has the focus, so Enter never books over a clash. */}
          <Button variant="default" onClick={() => close(false)} data-autofocus data-clash-keep>
            {t('calendar.clash_keep')}
          </Button>
          {/* Dark text on orange: white on any orange shade is below 4.5:1. */}
          <Button color="orange" c="black" onClick={() => close(true)} data-clash-force>
            {t('calendar.clash_force')}
          </Button>
        </Group>
      </Stack>
    ),
    { title: t('calendar.clash_title'), size: 'md', closeButtonProps: { 'aria-label': t('calendar.close') } },
  );
  return answer === true;
}

/**
 * Runs a write; a clash (409 SLOT_TAKEN) asks the user and, on yes, runs it again with force.
 * Resolves with the result, or null when the user kept things as they were.
 */
export async function withClashConfirm<T>(write: (force: boolean) => Promise<T>): Promise<T | null> {
  try {
    return await write(false);
  } catch (error) {
    if (!isSlotTaken(error)) throw error;
    if (!(await confirmClash(error))) return null;
    return write(true);
  }
}
