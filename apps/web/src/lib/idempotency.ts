/**
 * Every POST that creates something carries an Idempotency-Key (spec §8: the server answers a
 * repeat of a key with the first answer, so a retry after a lost answer books nothing twice).
 * One user action, one key: the same request sent again while its outcome is unknown (no answer,
 * or a 5xx) reuses its key; once it was answered, the next request is a new action with a new key.
 */
const CREATING = [
  /(^|\/)store$/, /^appointments\/recurring$/, /^employees\/events\/timeoff\/new$/, /^auth\/signup$/,
  /^stock\/adjust$/, /^stock\/count$/, /^purchase-orders\/(send|receive)\/\d+$/, /^checkouts\/(pay|card)\/\d+$/, /^sales\/((void|refund|card-refund)\/\d+|receipt\/\d+\/email)$/, /^invoices\/(cancel\/\d+|\d+\/email)$/,
];

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export const createsSomething = (method: string, path: string) => {
  const bare = path.replace(/^\//, '').split('?')[0] ?? '';
  return method === 'POST' && CREATING.some((pattern) => pattern.test(bare));
};

/** Requests whose outcome is unknown, by path and body: their key is reused if they are sent again. */
const unsettled = new Map<string, string>();
const MAX_UNSETTLED = 50;

const newKey = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (c) => {
        const r = Math.floor(Math.random() * 16);
        return (c === 'x' ? r : (r & 0x3) | 0x8).toString(16);
      });

/** The key for this request: the one of the same unsettled request, else a fresh one. */
export function idempotencyKey(path: string, payload: string): string {
  const action = `${path}\n${payload}`;
  const known = unsettled.get(action);
  if (known) return known;
  const key = newKey();
  if (unsettled.size >= MAX_UNSETTLED) unsettled.delete(unsettled.keys().next().value!);
  unsettled.set(action, key);
  return key;
}

/** The request was answered (anything but a 5xx): the action is over, the next one gets a new key. */
export function settleIdempotencyKey(path: string, payload: string, status: number): void {
  if (status < 500) unsettled.delete(`${path}\n${payload}`);
}
