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

/**
 * One employee's bell (features/notifications): a trigger on `notifications` (migration
 * bell_change_notify) announces it at commit, so a new item, a read or read-all reaches every
 * process's poll cache without touching the venue's other caches or streams.
 */
export const bellScope = (venueId: number, employeeId: number): string => `bell.${venueId}.${employeeId}`;

/**
 * A venue's customers (the list and the search box's answers, features/customers): a trigger on
 * `customers` (migration customers_stock_change_notify) announces it at commit.
 */
export const customersScope = (venueId: number): string => `customers.${venueId}`;

/**
 * A venue's stock (the stock list and movement history, features/inventory): triggers on `products`,
 * `brands` and `stock_movements` (migration customers_stock_change_notify) announce it at commit.
 */
export const stockScope = (venueId: number): string => `stock.${venueId}`;
