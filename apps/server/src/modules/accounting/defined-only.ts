/**
 * The fields a body actually carries: a patch writes what changed and nothing else, so undefined
 * (absent) is dropped while null (cleared) is kept.
 */
export function definedOnly<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}
