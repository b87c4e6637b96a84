import type { Thing, ThingPatch } from '@plateau/contracts';

/** What the 'Mon objet' form changed, and only that (spec 1 §4); the account only when it may be chosen. */
export function thingChanges(
  thing: Thing,
  name: string,
  accountId: number | null,
  canAssign: boolean,
): ThingPatch {
  const patch: ThingPatch = {};
  if (name.trim() !== thing.name) patch.name = name.trim();
  if (canAssign && accountId !== thing.accountId) patch.accountId = accountId;
  return patch;
}
