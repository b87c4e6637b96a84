/** The entries whose value was given: undefined means "not in the request", null means "clear it". */
export function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** JSON merge of one level: null clears the whole object, otherwise given keys replace stored ones. */
export function mergeObject<T extends object>(stored: Partial<T> | null, patch: T | null): Partial<T> | null {
  if (patch === null) return null;
  return { ...(stored ?? {}), ...definedOnly(patch) };
}
