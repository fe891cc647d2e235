import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { translate } from '@/lib/translator';
import { openConfirm } from '@/components/ui/confirm-dialog';

/** While the profile form has unsaved changes: leaving asks first, and closing the tab gets the browser's warning. */
export function useUnsavedGuard(dirty: boolean): void {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let active = true;
    void openConfirm({
      type: 'warning',
      title: translate('customers.unsaved_changes'),
      actions: [
        { value: 'stay', label: translate('customers.stay'), variant: 'default' },
        { value: 'leave', label: translate('customers.leave'), color: 'orange' },
      ],
    }).then(({ action }) => {
      if (!active) return;
      if (action === 'leave') blocker.proceed();
      else blocker.reset();
    });
    return () => {
      active = false;
    };
  }, [blocker]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
