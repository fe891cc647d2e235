import type { ReactNode } from 'react';
import { Modal } from '@mantine/core';

/** A dialog's heading, wired to the dialog's aria-labelledby (use inside any Mantine modal). */
export function DialogTitle({ children, align = 'center' }: { children: ReactNode; align?: 'center' | 'left' }) {
  return (
    <Modal.Title fz="var(--mantine-h3-font-size)" fw={700} lh={1.3} ta={align}>
      {children}
    </Modal.Title>
  );
}
