/** Equality of the plain values an entity field may hold: text, numbers, null and lists of text. */
function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => item === b[i]);
  return a === b;
}

/** The entries of `requested` (limited to `keys`) that are given and differ from `current`. */
export function changedFields<Profile extends object>(
  current: Profile,
  requested: Partial<Profile>,
  keys: readonly (keyof Profile)[],
): Partial<Profile> {
  const changes: Partial<Profile> = {};
  for (const key of keys) {
    const value = requested[key];
    if (value !== undefined && !sameValue(value, current[key])) changes[key] = value;
  }
  return changes;
}
