/**
 * The live feed's scopes (lib/live.ts) that the session and answer caches (lib/scoped-cache.ts)
 * depend on: a venue (its id) for what the venue's people share — settings, plan, trial, staff,
 * permissions; a user (userScope: minus the user id, which no venue and no stream uses) for one
 * person's own sessions and identity.
 *
 * Nothing in the app announces them by hand: triggers on the tables those caches read (migration
 * 0003: venues, venue_hours, employee_types, employees, sessions, users) NOTIFY at commit whatever
 * code wrote, and the app waits for its own changes to be heard before answering a write
 * (LiveFeed.sync, app.ts), so the writer's next read is fresh too.
 */
export const userScope = (userId: number): number => -userId;
