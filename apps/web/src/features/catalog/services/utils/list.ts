/** The ids with the one at `from` moved to `to` (both clamped to the list). */
export function moveId(ids: readonly number[], from: number, to: number): number[] {
  const next = [...ids];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved!);
  return next;
}

/** True when every word of the search is in one of the fields (case and accents ignored). */
export function matchesSearch(fields: string[], search: string): boolean {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const haystack = fold(fields.join(' '));
  return fold(search).split(/\s+/).filter(Boolean).every((word) => haystack.includes(word));
}
