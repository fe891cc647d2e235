import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database, Queryable } from '../db/client';

/**
 * Live changes across API processes (DESIGN.md §6): writers NOTIFY inside their transaction;
 * every process LISTENs on one dedicated connection and fans the
 * messages out to its server-sent-event streams and caches. Lazy: nothing is opened until a
 * stream or a cache first needs it.
 */
export const LIVE_CHANNEL = 'calendar';
const RECONNECT_MS = [500, 1_000, 2_000, 5_000, 10_000];
const HEARTBEAT_MS = 25_000;

export interface LiveMessage {
  venue_id: number;
  kind: string;
  /**
   * A narrower scope than the venue (lib/changes.ts, e.g. one employee's bell): when present, only
   * that scope's version changes; the venue's caches and streams are not disturbed.
   */
  scope?: string;
  [key: string]: unknown;
}
/** What a cache entry depends on: a venue or user (numbers, lib/changes.ts) or a narrower named scope. */
export type LiveScope = number | string;
type Listener = (message: LiveMessage) => void;

export interface LiveFeed {
  /** Starts listening (idempotent); resolves once notifications are delivered. */
  start(): Promise<void>;
  /** True while every committed notification is known to reach this process. */
  listening(): boolean;
  /** Changes whenever something of the venue (or scope) changed, or delivery was interrupted: cache keys compare it. */
  version(scope: LiveScope): string;
  /** Marks the venue (or scope) changed right away (the writing process, before it answers). */
  touch(scope: LiveScope): void;
  /**
   * Grows whenever any venue's version changes. A reader that learns which venues its answer
   * depends on only after reading (a session, a venue list) caches the answer only when this is
   * unchanged from before the read: no notification slipped in between.
   */
  changes(): number;
  subscribe(venueId: number, listener: Listener): () => void;
  /**
   * Resolves once every change committed before the call has been heard by this process (a marker
   * sent now comes back after them: PostgreSQL delivers notifications in commit order). The app
   * awaits it before answering a write, so the writer's next read never meets a stale cache,
   * whichever code path wrote. Not listening: nothing is cached, nothing to wait for.
   */
  sync(db: Queryable): Promise<void>;
  close(): Promise<void>;
}

const SYNC_KIND = 'sync';
const SYNC_TIMEOUT_MS = 2_000;

/** Sends a message to every process, when the surrounding transaction commits. */
export async function notifyLive(db: Queryable, message: LiveMessage): Promise<void> {
  let text = JSON.stringify(message);
  // NOTIFY payloads stop at 8000 bytes: past that, listeners are told to reload the venue.
  if (text.length > 7_500) text = JSON.stringify({ venue_id: message.venue_id, kind: message.kind, action: 'refresh' });
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${text})`);
}

export function createLiveFeed(database: Database): LiveFeed {
  const listeners = new Map<number, Set<Listener>>();
  const versions = new Map<LiveScope, number>();
  let epoch = 0;
  let changes = 0;
  let up = false;
  let closed = false;
  let starting: Promise<void> | null = null;
  let stop: (() => Promise<void>) | null = null;
  let attempt = 0;
  let timer: NodeJS.Timeout | null = null;
  const syncs = new Map<string, () => void>();
  let syncCount = 0;

  const bump = (scope: LiveScope) => {
    changes++;
    versions.set(scope, (versions.get(scope) ?? 0) + 1);
  };
  const deliver = (payload: string | undefined) => {
    let message: LiveMessage;
    try {
      message = JSON.parse(payload ?? '') as LiveMessage;
    } catch {
      return;
    }
    if (message?.kind === SYNC_KIND) return void syncs.get(String(message.id))?.();
    if (!Number.isInteger(message?.venue_id)) return;
    // A named scope's change is heard by the caches that depend on it, not by the venue's streams.
    if (typeof message.scope === 'string') return bump(message.scope);
    bump(message.venue_id);
    for (const listener of listeners.get(message.venue_id) ?? []) listener(message);
  };
  // Messages may have been missed: every cache is dropped and every stream told to reload.
  const interrupted = () => {
    epoch++;
    changes++;
    for (const [venueId, set] of listeners) for (const listener of set) listener({ venue_id: venueId, kind: 'refresh' });
  };

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString: database.url });
    const lost = () => {
      if (!up && stop === null) return;
      up = false;
      // What was cached before the loss may miss notifications: it is never served again.
      epoch++;
      changes++;
      stop = null;
      client.removeAllListeners('end');
      client.end().catch(() => undefined);
      if (!closed) schedule();
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message) => deliver(message.payload));
    await client.connect();
    await client.query(`LISTEN ${LIVE_CHANNEL}`);
    stop = async () => {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
    };
    up = true;
  }

  function schedule() {
    const wait = RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)]!;
    timer = setTimeout(() => {
      timer = null;
      starting = connect()
        .then(() => {
          attempt = 0;
          interrupted();
        })
        .catch(() => {
          if (!closed) schedule();
        })
        .finally(() => {
          starting = null;
        });
    }, wait);
    timer.unref();
  }

  return {
    start() {
      if (up || closed) return Promise.resolve();
      starting ??= connect().finally(() => {
        starting = null;
      });
      return starting;
    },
    listening: () => up,
    version: (scope) => `${epoch}.${versions.get(scope) ?? 0}`,
    touch: bump,
    changes: () => changes,
    subscribe(venueId, listener) {
      let set = listeners.get(venueId);
      if (!set) listeners.set(venueId, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (!set.size) listeners.delete(venueId);
      };
    },
    async sync(db) {
      if (!up) return;
      const id = `${process.pid}.${++syncCount}`;
      const heard = new Promise<boolean>((resolve) => {
        const timeout = setTimeout(() => resolve(false), SYNC_TIMEOUT_MS);
        syncs.set(id, () => {
          clearTimeout(timeout);
          resolve(true);
        });
      });
      try {
        await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify({ venue_id: 0, kind: SYNC_KIND, id })})`);
        // Not heard in time: what is cached may be stale, so none of it is served again.
        if (!(await heard)) interrupted();
      } finally {
        syncs.delete(id);
      }
    },
    async close() {
      closed = true;
      up = false;
      if (timer) clearTimeout(timer);
      await starting?.catch(() => undefined);
      // Open streams end themselves: a 'closed' message is their cue.
      for (const [venueId, set] of listeners) for (const listener of set) listener({ venue_id: venueId, kind: 'closed' });
      listeners.clear();
      await stop?.();
      stop = null;
    },
  };
}

/** What a stream's client is sent for a message: the message, a narrower copy, nothing (null) or the end of the stream. */
export type StreamView = (message: LiveMessage) => LiveMessage | null | 'end' | Promise<LiveMessage | null | 'end'>;

export interface StreamOptions {
  /** Scopes heard besides the venue (lib/changes.ts: the session user's scope). */
  scopes?: number[];
  /** Every message passes here first, one at a time and in order (default: sent as it is). */
  view?: StreamView;
  /** Asked at each heartbeat: false ends the stream (what expires or changes without a notification). */
  alive?: () => Promise<boolean>;
}

/**
 * Serves a server-sent-event stream of the venue's messages, as `view` shows them, until the client
 * goes away, `view` or `alive` ends it, or the app closes. The reply is taken over (hijacked) from Fastify.
 */
export async function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  feed: LiveFeed,
  venueId: number,
  { scopes = [], view = (message) => message, alive }: StreamOptions = {},
): Promise<void> {
  await feed.start();
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  });
  raw.write(`retry: 3000\nevent: ready\ndata: {}\n\n`);
  // Messages are looked at in order, one at a time: a view may read the database first.
  let queue: Promise<void> = Promise.resolve();
  let ended = false;
  const later = (work: () => Promise<void>) => {
    queue = queue.then(() => (ended ? undefined : work())).catch(() => end());
  };
  const heartbeat = setInterval(() => later(async () => {
    if (alive && !(await alive())) return end();
    raw.write(': ping\n\n');
  }), HEARTBEAT_MS);
  heartbeat.unref();
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    for (const unsubscribe of unsubscribes) unsubscribe();
    if (!raw.writableEnded) raw.end();
  };
  const hear = (message: LiveMessage) => {
    if (message.kind === 'closed') return end();
    later(async () => {
      const shown = await view(message);
      if (shown === 'end') return end();
      if (shown && !ended) raw.write(`event: change\ndata: ${JSON.stringify(shown)}\n\n`);
    });
  };
  const unsubscribes = [venueId, ...scopes].map((scope) => feed.subscribe(scope, hear));
  request.raw.once('close', end);
}
