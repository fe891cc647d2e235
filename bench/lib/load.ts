import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface LoadOptions {
  url: string;
  connections: number;
  /** Seconds of measured load (after the warm-up). */
  duration: number;
  warmupSeconds?: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadSummary {
  requests: number;
  seconds: number;
  /** Answered requests per second. */
  rps: number;
  /** Latencies in milliseconds. */
  mean: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
}

const CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'load-child.mjs');

/** Fires autocannon at `url` from a separate process and returns the summary. */
export function runLoad(options: LoadOptions): Promise<LoadSummary> {
  return new Promise((resolve, reject) => {
    const child = fork(CHILD, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let settled = false;
    child.once('message', (message: { ok: true; summary: LoadSummary } | { ok: false; error: string }) => {
      settled = true;
      if (message.ok) resolve(message.summary);
      else reject(new Error(message.error));
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (!settled) reject(new Error(`load generator exited with ${code} before reporting`));
    });
    child.send(options);
  });
}
