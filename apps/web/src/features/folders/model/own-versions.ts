/**
 * The folder versions this browser tab wrote itself (a save, an action): a newer version of the
 * open folder that is one of them may take the pending edits on top; any other is someone else's
 * change, and saving over it must stay a conflict.
 */
const own = new Map<number, Set<number>>();

export function recordOwnVersion(folder: { id: number; version: number }): void {
  const versions = own.get(folder.id) ?? new Set<number>();
  versions.add(folder.version);
  own.set(folder.id, versions);
}

export const isOwnVersion = (folder: { id: number; version: number }) =>
  own.get(folder.id)?.has(folder.version) ?? false;

/** A value that looks like a folder of the API (what the folder calls answer). */
export const isFolderLike = (value: unknown): value is { id: number; version: number } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { id?: unknown }).id === 'number' &&
  typeof (value as { version?: unknown }).version === 'number';
