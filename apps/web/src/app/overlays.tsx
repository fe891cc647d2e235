import { useEffect } from 'react';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.css';
import { DialogHost } from '@/components/ui/dialog-host';
import { markOverlaysReady } from '@/lib/overlays-ready';

/**
 * Notices and dialogs. Loaded right after the first screen renders (not before it), which keeps
 * Modal, Transition, ScrollArea and FocusTrap out of the first screen's bundle.
 */
export function Overlays() {
  useEffect(() => {
    markOverlaysReady();
  }, []);
  return (
    <>
      <ModalsProvider>{null}</ModalsProvider>
      <Notifications position="top-right" limit={5} zIndex={1000} />
      <DialogHost />
    </>
  );
}
