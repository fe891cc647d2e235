import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp } from '@tabler/icons-react';

const UNDO_NOTICE_ID = 'calendar-undo';
const UNDO_NOTICE_MS = 8_000;

/** Hides the undo notice (once its change is being undone). */
export const hideUndoNotice = () => notifications.hide(UNDO_NOTICE_ID);

/** "Moved …" with an Undo button (Ctrl/Cmd+Z does the same); a newer change replaces the notice. */
export function showUndoNotice(message: string, undoLabel: string, onUndo: () => void): void {
  notifications.hide(UNDO_NOTICE_ID);
  notifications.show({
    id: UNDO_NOTICE_ID,
    color: 'brand',
    withBorder: true,
    autoClose: UNDO_NOTICE_MS,
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{message}</Text>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconArrowBackUp size={16} aria-hidden />}
          onClick={() => {
            notifications.hide(UNDO_NOTICE_ID);
            onUndo();
          }}
          data-undo
        >
          {undoLabel}
        </Button>
      </Group>
    ),
  });
}
