import { folderFieldLabel, FolderPatch, type Folder } from '@plateau/contracts';

/** What PATCH /api/folders/{id} carries besides the version. */
export type FolderChanges = Omit<FolderPatch, 'version'>;

/** The folder fields a user may write, straight from the contract. */
const WRITABLE = Object.keys(FolderPatch.shape).filter((key) => key !== 'version') as Array<
  keyof FolderChanges
>;

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** A cleared text input gives '' where the server had null: the same thing to a user. */
const normal = (value: unknown) => (value === '' || value === undefined ? null : value);
/** What is sent: blanks as null, at any depth (an empty phone is no phone, not a wrong one). */
function cleaned(value: unknown): unknown {
  if (isPlain(value))
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, cleaned(item)]));
  return normal(value);
}

export function sameValue(a: unknown, b: unknown): boolean {
  const [x, y] = [normal(a), normal(b)];
  if (x === y) return true;
  if (Array.isArray(x) && Array.isArray(y))
    return x.length === y.length && x.every((item, i) => sameValue(item, y[i]));
  if (isPlain(x) && isPlain(y)) {
    const keys = new Set([...Object.keys(x), ...Object.keys(y)]);
    return [...keys].every((key) => sameValue(x[key], y[key]));
  }
  return false;
}

/**
 * The changes between the folder as loaded and as edited. The server merges objects one
 * level deep, so an object sends only its changed fields; anything deeper (a mission's
 * destination) goes whole.
 */
export function folderChanges(base: Folder, edited: Folder): FolderChanges {
  const changes: Plain = {};
  for (const key of WRITABLE) {
    const before: unknown = base[key];
    const after: unknown = edited[key];
    if (sameValue(before, after)) continue;
    if (!isPlain(before) || !isPlain(after)) {
      changes[key] = cleaned(after);
      continue;
    }
    const fields: Plain = {};
    for (const field of Object.keys(after)) {
      if (!sameValue(before[field], after[field])) fields[field] = cleaned(after[field]);
    }
    changes[key] = fields;
  }
  // The assistance company's flag is read, never written: a report written for the first time
  // goes whole, without it.
  if (isPlain(changes.reportDepannage)) delete changes.reportDepannage.modifiable;
  return changes as FolderChanges;
}

export const hasChanges = (changes: FolderChanges) => Object.keys(changes).length > 0;

/**
 * The edits still pending, carried over to a newer version of the folder (one the user's own
 * action produced): each changed field keeps the value typed, everything else comes from `next`,
 * and the next save is based on `next`'s version.
 */
export function rebaseDraft(base: Folder, draft: Folder, next: Folder): Folder {
  const changes = folderChanges(base, draft) as Plain;
  const rebased: Plain = { ...next };
  for (const [key, changed] of Object.entries(changes)) {
    const typed: unknown = (draft as unknown as Plain)[key];
    const current: unknown = rebased[key];
    rebased[key] =
      isPlain(changed) && isPlain(typed) && isPlain(current)
        ? { ...current, ...Object.fromEntries(Object.keys(changed).map((field) => [field, typed[field]])) }
        : typed;
  }
  return rebased as unknown as Folder;
}

/** A field two users changed at once: its name on screen, what this tab typed, what is saved. */
export interface FieldConflict {
  label: string;
  mine: unknown;
  theirs: unknown;
}

/**
 * Issue 20 §4.9: someone else saved the open folder (`next`) while this tab had edits pending.
 * Each edit goes on top of `next` unless that same field changed there too (to another value):
 * those fields take the saved value and are reported, so the user sees whose value won and can
 * type theirs again; the next save is based on `next`'s version.
 */
export function rebaseOnOthers(
  base: Folder,
  draft: Folder,
  next: Folder,
): { draft: Folder; conflicts: FieldConflict[] } {
  const changes = folderChanges(base, draft) as Plain;
  const conflicts: FieldConflict[] = [];
  const rebased: Plain = { ...next };
  const b = base as unknown as Plain;
  const d = draft as unknown as Plain;
  for (const [key, changed] of Object.entries(changes)) {
    const typed = d[key];
    const before = b[key];
    const current = rebased[key];
    if (isPlain(changed) && isPlain(typed) && isPlain(current) && isPlain(before)) {
      const merged: Plain = { ...current };
      for (const field of Object.keys(changed)) {
        const theirs = current[field];
        if (!sameValue(before[field], theirs) && !sameValue(typed[field], theirs)) {
          conflicts.push({ label: folderFieldLabel(key, field), mine: typed[field], theirs });
        } else merged[field] = typed[field];
      }
      rebased[key] = merged;
    } else if (!sameValue(before, current) && !sameValue(typed, current)) {
      conflicts.push({ label: folderFieldLabel(key), mine: typed, theirs: current });
    } else rebased[key] = typed;
  }
  return { draft: rebased as unknown as Folder, conflicts };
}
