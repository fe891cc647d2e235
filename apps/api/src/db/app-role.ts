import { createHmac } from 'node:crypto';
import pg from 'pg';

/**
 * The role the app connects as (DESIGN.md §4): it may read and write the tables but owns none,
 * is no superuser and cannot bypass row-level security, so the policies of migration 0002 hold
 * for every query it sends. Migrations and this set-up run with the server's owner connection.
 *
 * Its password is derived from the owner's credentials and the server's address, so every API
 * process started with the same DATABASE_URL (or on the same embedded cluster) agrees on it
 * without storing another secret.
 */
export const APP_ROLE = 'chairside_app';

/** The same for every database on the server: only the owner's credentials and the server's address count. */
function appPassword(adminUrl: string): string {
  const server = new URL(adminUrl);
  server.pathname = '';
  server.search = '';
  return createHmac('sha256', server.toString()).update(APP_ROLE).digest('base64url');
}

/** The owner's connection string with the app role's user and password instead. */
export function appRoleUrl(adminUrl: string): string {
  const url = new URL(adminUrl);
  url.username = APP_ROLE;
  url.password = appPassword(adminUrl);
  return url.toString();
}

/**
 * Creates the role when missing (several processes may race: the loser's duplicate is fine), sets
 * its password, and grants it the tables and sequences of the database `adminUrl` names (and the
 * job tables of pg-boss, whose schema and queues the owner creates in migration 0005) — run
 * after each migration, so new tables are granted too. Returns the app's connection string.
 */
export async function prepareAppRole(adminUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const password = client.escapeLiteral(appPassword(adminUrl));
    const exists = await client.query('select 1 from pg_roles where rolname = $1', [APP_ROLE]);
    if (exists.rowCount === 0) {
      await client
        .query(`create role ${APP_ROLE} login nosuperuser nobypassrls nocreatedb nocreaterole password ${password}`)
        .catch((error: { code?: string }) => {
          if (error.code !== '42710' && error.code !== '23505') throw error; // created meanwhile by another process
        });
    }
    await client.query(`alter role ${APP_ROLE} with login nosuperuser nobypassrls password ${password}`);
    const database = client.escapeIdentifier((await client.query<{ db: string }>('select current_database() as db')).rows[0]!.db);
    await client.query(`
      grant connect, temporary on database ${database} to ${APP_ROLE};
      grant usage on schema public to ${APP_ROLE};
      grant select, insert, update, delete on all tables in schema public to ${APP_ROLE};
      grant usage, select on all sequences in schema public to ${APP_ROLE};
      grant execute on all functions in schema public to ${APP_ROLE};
      grant usage on schema pgboss to ${APP_ROLE};
      grant select, insert, update, delete on all tables in schema pgboss to ${APP_ROLE};
      grant execute on all functions in schema pgboss to ${APP_ROLE};
    `);
  } finally {
    await client.end();
  }
  return appRoleUrl(adminUrl);
}
