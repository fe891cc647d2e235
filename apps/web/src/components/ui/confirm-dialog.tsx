import { useState, type ReactNode } from 'react';
import { Button, Checkbox, Group, Stack, Text, ThemeIcon, type MantineColor } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { DialogTitle } from './dialog-title';
import { openDialog } from './open-dialog';

export type ConfirmType = 'info' | 'warning' | 'danger' | 'success';

const LOOK: Record<ConfirmType, { color: MantineColor; icon: ReactNode }> = {
  info: { color: 'brand', icon: <IconInfoCircle size={28} aria-hidden /> },
  warning: { color: 'orange', icon: <IconAlertTriangle size={28} aria-hidden /> },
  danger: { color: 'red', icon: <IconTrash size={28} aria-hidden /> },
  success: { color: 'green', icon: <IconCircleCheck size={28} aria-hidden /> },
};

export interface ConfirmAction {
  /** Returned as `action` when pressed. */
  value: string;
  label: string;
  color?: MantineColor;
  variant?: 'filled' | 'light' | 'default' | 'subtle';
}

export interface ConfirmOptions {
  type?: ConfirmType;
  /** Display texts (already translated). */
  title: string;
  accent?: string;
  description?: ReactNode;
  /** Optional check boxes; the checked values come back in `options`. */
  options?: { value: string; label: string; checked?: boolean }[];
  /** Custom buttons instead of the No/Yes pair. */
  actions?: ConfirmAction[];
  yesLabel?: string;
  noLabel?: string;
}

export interface ConfirmResult {
  /** The pressed action: 'yes', 'no', a custom action's value, or null when dismissed. */
  action: string | null;
  options: string[];
}

interface ConfirmDialogProps extends ConfirmOptions {
  onDone: (result: ConfirmResult) => void;
}

/** The generic confirmation (spec §2.5): a type with its icon and colour, accent line, options, buttons. */
export function ConfirmDialog({ type = 'info', title, accent, description, options = [], actions, yesLabel, noLabel, onDone }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState<string[]>(options.filter((o) => o.checked).map((o) => o.value));
  const look = LOOK[type];
  const done = (action: string) => onDone({ action, options: checked });
  const buttons: ConfirmAction[] = actions ?? [
    { value: 'no', label: noLabel ?? t('shell.no'), variant: 'default' },
    { value: 'yes', label: yesLabel ?? t('shell.yes'), color: look.color },
  ];
  return (
    <Stack gap="sm" align="center" ta="center" data-confirm-type={type}>
      <ThemeIcon size={56} radius="xl" variant="light" color={look.color}>
        {look.icon}
      </ThemeIcon>
      <DialogTitle>{title}</DialogTitle>
      {accent && (
        <Text fw={600} c={`${look.color}.8`}>
          {accent}
        </Text>
      )}
      {description && (
        <Text c="dimmed" component="div">
          {description}
        </Text>
      )}
      {options.length > 0 && (
        <Checkbox.Group value={checked} onChange={setChecked} w="100%">
          <Stack gap="xs" align="flex-start" ta="left" mt="xs">
            {options.map((option) => (
              <Checkbox key={option.value} value={option.value} label={option.label} />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
      <Group justify="center" w="100%" grow mt="sm">
        {buttons.map((action) => (
          <Button key={action.value} color={action.color} variant={action.variant ?? 'filled'} onClick={() => done(action.value)}>
            {action.label}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

/** Opens a confirmation and resolves with the pressed action and the checked options. */
export async function openConfirm(options: ConfirmOptions): Promise<ConfirmResult> {
  const result = await openDialog<ConfirmResult>((close) => <ConfirmDialog {...options} onDone={close} />, {
    size: 'sm',
    withCloseButton: false,
  });
  return result ?? { action: null, options: [] };
}

/** Yes/No confirmation: true only when Yes (or the custom action 'yes') was pressed. */
export async function confirm(options: ConfirmOptions): Promise<boolean> {
  return (await openConfirm(options)).action === 'yes';
}
