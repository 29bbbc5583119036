/**
 * Copy-on-write helpers for the state's entity maps: evolve copies only the map an event touches,
 * and returns the very same map when nothing changes, so folding a stream stays linear in practice.
 */
export function withEntry<K, V>(map: ReadonlyMap<K, V>, key: K, value: V): ReadonlyMap<K, V> {
  const next = new Map(map);
  next.set(key, value);
  return next;
}

export function withoutEntry<K, V>(map: ReadonlyMap<K, V>, key: K): ReadonlyMap<K, V> {
  if (!map.has(key)) return map;
  const next = new Map(map);
  next.delete(key);
  return next;
}

/** Replaces the entry at `key` with `update(entry)`; an absent key leaves the map as it is. */
export function updateEntry<K, V>(map: ReadonlyMap<K, V>, key: K, update: (value: V) => V): ReadonlyMap<K, V> {
  const current = map.get(key);
  return current === undefined ? map : withEntry(map, key, update(current));
}
