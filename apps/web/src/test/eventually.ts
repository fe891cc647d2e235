import { act } from 'react';
import { vi } from 'vitest';

/**
 * Waits until `check` passes (returns without throwing), letting React apply whatever finished in
 * between (a lazy chunk, a stubbed fetch, a state change): tests wait for a condition, never for a
 * fixed time, so a loaded machine makes them slower, not red. When it never passes, the test fails
 * with `check`'s own error after `timeout` ms (a ceiling, not a wait; under the web project's test timeout).
 */
export function eventually<T>(check: () => T, timeout = 20_000): Promise<T> {
  return vi.waitFor(
    async () => {
      await act(async () => {});
      return check();
    },
    { timeout, interval: 5 },
  );
}
