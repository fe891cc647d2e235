import { lazy, Suspense, type ReactElement } from 'react';

const Tooltip = lazy(() => import('./tooltip-chunk').then((m) => ({ default: m.Tooltip })));

interface LazyTooltipProps {
  label: string;
  disabled?: boolean;
  children: ReactElement;
}

/**
 * A tooltip for a screen's first paint: the control shows at once and gains its tooltip when the
 * tooltip's code (3 KB gzipped with its positioning) has arrived, instead of holding the screen's
 * first chunk. The control must carry its own accessible name (aria-label): the tooltip only repeats it.
 */
export function LazyTooltip({ label, disabled, children }: LazyTooltipProps) {
  return (
    <Suspense fallback={children}>
      <Tooltip label={label} disabled={disabled}>
        {children}
      </Tooltip>
    </Suspense>
  );
}
