/** True when the fields (a name, an e-mail, a job title…) contain every word of the search, case and accents ignored: the search boxes of the team and catalogue lists. */
export function matchesSearch(fields: string[], search: string): boolean {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const haystack = fold(fields.join(' '));
  return fold(search).split(/\s+/).filter(Boolean).every((word) => haystack.includes(word));
}
