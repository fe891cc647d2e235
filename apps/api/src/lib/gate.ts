/**
 * A concurrency cap: at most `max` tasks run at once, the others wait their turn in order.
 * Used to keep CPU-heavy work (argon2) from taking every core from ordinary requests.
 */
export interface Gate {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running and waiting now. */
  stats(): { running: number; waiting: number };
}

export function createGate(max: number): Gate {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running--;
    waiting.shift()?.();
  };
  return {
    async run(task) {
      if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
      running++;
      try {
        return await task();
      } finally {
        release();
      }
    },
    stats: () => ({ running, waiting: waiting.length }),
  };
}
