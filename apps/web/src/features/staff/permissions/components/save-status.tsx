import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed' | 'undone';

/** The matrix's save state, read out politely; after a save, Undo puts the last change back. */
export function SaveStatus({ state, detail, onUndo }: { state: SaveState; detail?: string; onUndo?: () => void }) {
  const { t } = useTranslation();
  const text =
    state === 'saving' ? t('staff_access.saving')
    : state === 'saved' ? (detail ?? t('staff_access.saved'))
    : state === 'failed' ? t('staff_access.save_failed')
    : state === 'undone' ? t('staff_access.undone')
    : '';
  return (
    <Group gap="xs" mih={30} role="status" aria-live="polite" data-save-state={state}>
      <Text size="sm" c={state === 'failed' ? 'red' : 'dimmed'}>
        {text}
      </Text>
      {state === 'saved' && onUndo && (
        <Button size="compact-sm" variant="subtle" onClick={onUndo}>
          {t('staff_access.undo')}
        </Button>
      )}
    </Group>
  );
}
