/**
 * Keeps the previous value when the next one is equal by a signature, so memoised components
 * receive the same object and skip rendering.
 */
export function stableBySignature<T>(cache: Map<string, { signature: string; value: T }>, key: string, next: T, signature: string): T {
  const previous = cache.get(key);
  if (previous && previous.signature === signature) return previous.value;
  cache.set(key, { signature, value: next });
  return next;
}
