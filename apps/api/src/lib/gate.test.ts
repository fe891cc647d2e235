import { describe, expect, it } from 'vitest';
import { createGate } from './gate';
import { passwordGate, verifyPassword, hashPassword } from './passwords';

describe('a concurrency gate', () => {
  it('runs at most max tasks at once, the rest in order', async () => {
    const gate = createGate(2);
    let now = 0;
    let peak = 0;
    const order: number[] = [];
    const task = (n: number) => gate.run(async () => {
      peak = Math.max(peak, ++now);
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(n);
      now--;
      return n;
    });
    expect(await Promise.all(Array.from({ length: 10 }, (_, i) => task(i)))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(peak).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(gate.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it('frees its place when a task fails', async () => {
    const gate = createGate(1);
    await expect(gate.run(async () => { throw new Error('boom'); })).rejects.toThrow('boom');
    expect(await gate.run(async () => 'next')).toBe('next');
  });
});

describe('password hashing goes through a small gate', () => {
  it('never runs more argon2 calls at once than the gate allows', async () => {
    const stored = await hashPassword('a-Good-passw0rd');
    let peak = 0;
    const watch = setInterval(() => (peak = Math.max(peak, passwordGate.stats().running)), 1);
    const checks = Array.from({ length: 12 }, () => verifyPassword(stored, 'a-Good-passw0rd'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(passwordGate.stats().waiting).toBeGreaterThan(0);
    expect(await Promise.all(checks)).toEqual(Array(12).fill(true));
    clearInterval(watch);
    expect(peak).toBeLessThanOrEqual(passwordGate.max);
  });
});
