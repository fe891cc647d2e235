/**
 * Lists the user puts in order (team, resources, services): the web moves one id by drag or by
 * its up/down buttons; the server stores the order it is sent, listed ids first.
 */

/** The ids with the one at `from` moved to `to` (both clamped to the list). */
export function moveId(ids: readonly number[], from: number, to: number): number[] {
  const next = [...ids];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved!);
  return next;
}

/** The new order: the listed ids in that order, then every other id in its old order. */
export function listedFirst(listed: readonly number[], current: readonly number[]): number[] {
  const named = new Set(listed);
  return [...listed, ...current.filter((id) => !named.has(id))];
}
