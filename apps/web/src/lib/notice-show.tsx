import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconInfoCircle } from '@tabler/icons-react';
import { NOTICE_DURATION_MS } from '@chairside/shared/constants';
import { translate } from './translator';

/** How a notice looks: an error, a warning, a success or a plain information. */
export type NoticeKind = 'negative' | 'warning' | 'positive' | 'info';

const STYLE: Record<NoticeKind, { color: string; icon: React.ReactNode }> = {
  negative: { color: 'red', icon: <IconAlertTriangle size={18} aria-hidden /> },
  warning: { color: 'orange', icon: <IconAlertTriangle size={18} aria-hidden /> },
  positive: { color: 'green', icon: <IconCheck size={18} aria-hidden /> },
  info: { color: 'brand', icon: <IconInfoCircle size={18} aria-hidden /> },
};

/** Shows a notice (lib/notify): its styles and Mantine's notice store load with the first one. */
export function showNotice(kind: NoticeKind, message: string, title?: string): void {
  notifications.show({ ...STYLE[kind], message, title, autoClose: NOTICE_DURATION_MS, withBorder: true, closeButtonProps: { 'aria-label': translate('shell.close') } });
}
