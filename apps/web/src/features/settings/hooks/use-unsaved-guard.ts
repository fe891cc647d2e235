import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { translate } from '@/lib/translator';
import { openConfirm } from '@/components/ui/confirm-dialog';

/**
 * While a form has unsaved changes: leaving the screen inside the app asks first (stay, or leave
 * and lose them), and closing or reloading the tab gets the browser's own warning.
 */
export function useUnsavedGuard(dirty: boolean): void {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let active = true;
    void openConfirm({
      type: 'warning',
      title: translate('settings_screens.unsaved_title'),
      description: translate('settings_screens.unsaved_body'),
      actions: [
        { value: 'stay', label: translate('settings_screens.unsaved_stay'), variant: 'default' },
        { value: 'leave', label: translate('settings_screens.unsaved_leave'), color: 'orange' },
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
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
