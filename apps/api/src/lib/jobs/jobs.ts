import type { Queryable } from '../../db/client';

/**
 * Durable jobs (DESIGN.md §1): pg-boss on the app's own PostgreSQL database. A job is sent inside
 * the caller's transaction, so it exists exactly when the change that caused it was committed.
 */

export interface QueueOptions {
  /** Retries after the first try, each `retryDelay` seconds later (doubling with `retryBackoff`). */
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  /** A job still active this long (its worker died) fails and is retried. */
  expireInSeconds?: number;
  policy?: 'standard' | 'short' | 'singleton' | 'stately';
}

export interface JobDefinition<T extends object = object> {
  name: string;
  queue?: QueueOptions;
  /** The handler: tests call it directly, the workers through the queue. */
  handle(data: T): Promise<void>;
  /** Recurring: runs every `every` seconds (a self-rescheduling job; a per-minute cron restarts a broken chain). */
  every?: number;
  /** Recurring on a cron (minute resolution), e.g. '17 * * * *'. */
  cron?: string;
  /**
   * A one-off queue of small jobs (a message each): how many a worker takes per fetch (default 1).
   * pg-boss waits out its polling interval after every fetch, so one per fetch is one a second
   * whatever the burst; a full batch fetches again at once.
   */
  batch?: number;
}

export interface SendOptions {
  /** Seconds to wait before the job may run. */
  startAfter?: number;
  singletonKey?: string;
}

export interface Jobs {
  /** Queues a job on `db`: pass the caller's transaction so it commits (or rolls back) with the change. */
  send(db: Queryable, name: string, data: object, options?: SendOptions): Promise<void>;
  /** Queues one job per item of `data` in one statement (the queue's options), on `db` like send. */
  sendMany(db: Queryable, name: string, data: object[]): Promise<void>;
  /** Creates the queues; with `work`, also runs their workers and schedules (the server does, test apps do not). */
  start(definitions: JobDefinition[], options: { work: boolean }): Promise<void>;
  /** Stops the workers, waiting for the jobs under way. */
  stop(): Promise<void>;
}
