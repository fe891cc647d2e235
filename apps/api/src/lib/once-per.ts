/**
 * One value per key object (a database, a live feed), made on first use and forgotten with the
 * key: e.g. a prepared statement per database, a cache per live feed.
 */
export function oncePer<K extends object, V>(make: (key: K) => V): (key: K) => V {
  const made = new WeakMap<K, V>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) made.set(key, (value = make(key)));
    return value;
  };
}
