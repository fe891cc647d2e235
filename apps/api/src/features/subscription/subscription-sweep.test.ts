import { describe, expect, it } from 'vitest';
import { eachVenue, SWEEP_CONCURRENCY } from './subscription-sweep';

describe('a sweep over venues', () => {
  it('settles every venue, at most SWEEP_CONCURRENCY at once, and reports the first failure only after the others ran', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    const due = Array.from({ length: 20 }, (_, i) => ({ id: i + 1 }));
    const sweep = eachVenue(due, async (id) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setImmediate(resolve));
      running -= 1;
      if (id === 3) throw new Error('provider down for venue 3');
      return id % 2 ? 'odd' : null;
    }, () => done.push(1));
    await expect(sweep).rejects.toThrow('provider down for venue 3');
    expect(most).toBe(SWEEP_CONCURRENCY);
    // Venues 1..20 except 3 ran; the odd ones answered an outcome (1, 5, 7, … 19).
    expect(done).toHaveLength(9);
  });
});
