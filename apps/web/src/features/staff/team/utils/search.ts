/** Employees whose name, e-mail, phone or job title contains every word of the search (case and accents ignored). */
export function matchesSearch(fields: string[], search: string): boolean {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const haystack = fold(fields.join(' '));
  return fold(search).split(/\s+/).filter(Boolean).every((word) => haystack.includes(word));
}
