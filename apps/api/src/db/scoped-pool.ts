import pg from 'pg';

/**
 * Row-level security's half in the app (the policies are in migration 0002): each pooled
 * connection carries the scope it was last used for in two settings, `app.venue_id` and
 * `app.all_venues`, which every tenant table's policy reads. A checkout sets them only when the
 * connection was last used for another scope, so a desk that works in one venue pays nothing.
 */
export type Scope = number | 'all';

const APPLIED = Symbol('chairside.scope');
type ScopedClient = pg.PoolClient & { [APPLIED]?: Scope };
type Release = (error?: Error | boolean) => void;
type ConnectCallback = (error: Error | undefined, client: pg.PoolClient | undefined, release: Release) => void;

async function applyScope(client: ScopedClient, scope: Scope): Promise<void> {
  if (client[APPLIED] === scope) return;
  const all = scope === 'all';
  await client.query("select set_config('app.venue_id', $1, false), set_config('app.all_venues', $2, false)", [all ? '' : String(scope), all ? 'on' : 'off']);
  client[APPLIED] = scope;
}

const SERIAL = Symbol('chairside.serial');
type Query = (config: unknown, values?: unknown, callback?: unknown) => unknown;

/**
 * One query at a time on a connection, in the order asked: a transaction's `Promise.all` of reads
 * runs them one after another instead of piling them into pg's own queue, which pg 8 warns about
 * and pg 9 refuses. Only the promise form is chained; a callback or a cursor (a submittable) goes
 * straight to pg, which still queues it behind what is running.
 */
function serialise(client: pg.PoolClient & { [SERIAL]?: true }): void {
  if (client[SERIAL]) return;
  // The class's query, looked up at each call (a test may count queries by wrapping the prototype's).
  const query: Query = (...args) => (Object.getPrototypeOf(client) as { query: Query }).query.apply(client, args);
  let last: Promise<unknown> = Promise.resolve();
  const serial: Query = (config, values, callback) => {
    const submittable = typeof (config as { submit?: unknown } | null)?.submit === 'function';
    if (submittable || typeof values === 'function' || typeof callback === 'function') return query(config, values, callback);
    const run = last.then(() => query(config, values));
    last = run.catch(() => undefined);
    return run;
  };
  client.query = serial as typeof client.query;
  client[SERIAL] = true;
}

/** A pg Pool whose checkouts are in a scope: `connect()` sees every venue, `checkout(id)` one venue. */
export class ScopedPool extends pg.Pool {
  async checkout(scope: Scope): Promise<pg.PoolClient> {
    const client = await super.connect();
    serialise(client);
    try {
      await applyScope(client, scope);
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
    return client;
  }

  // pg-pool's own query() checks out through connect(callback): both forms are kept.
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    const checkedOut = this.checkout('all');
    if (!callback) return checkedOut;
    checkedOut.then(
      (client) => callback(undefined, client, (error) => client.release(error)),
      (error: Error) => callback(error, undefined, () => undefined),
    );
  }
}

/**
 * The pool as one venue sees it, for Drizzle: an object that is a pg.Pool to Drizzle (so its
 * transactions check out a client) but whose checkouts and one-off queries run in the venue's scope.
 */
export function venuePool(pool: ScopedPool, venueId: number): pg.Pool {
  const scoped = Object.create(pool) as pg.Pool;
  const connect = () => pool.checkout(venueId);
  const query = async (config: unknown, values?: unknown) => {
    const client = await connect();
    try {
      return await client.query(config as never, values as never);
    } finally {
      client.release();
    }
  };
  Object.defineProperties(scoped, { connect: { value: connect }, query: { value: query } });
  return scoped;
}
