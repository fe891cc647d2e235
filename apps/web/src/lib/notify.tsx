import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconInfoCircle } from '@tabler/icons-react';
import { NOTICE_DURATION_MS } from '@chairside/shared/constants';
import { wantOverlays } from './overlays-ready';

export type NoticeKind = 'negative' | 'warning' | 'positive' | 'info';

const STYLE: Record<NoticeKind, { color: string; icon: React.ReactNode }> = {
  negative: { color: 'red', icon: <IconAlertTriangle size={18} aria-hidden /> },
  warning: { color: 'orange', icon: <IconAlertTriangle size={18} aria-hidden /> },
  positive: { color: 'green', icon: <IconCheck size={18} aria-hidden /> },
  info: { color: 'brand', icon: <IconInfoCircle size={18} aria-hidden /> },
};

/** A notice in the corner; it closes itself after 5000 ms (spec §8, §9). */
export function notify(kind: NoticeKind, message: string, title?: string): void {
  wantOverlays(); // the notice waits in the store until its host is mounted
  notifications.show({ ...STYLE[kind], message, title, autoClose: NOTICE_DURATION_MS, withBorder: true });
}
