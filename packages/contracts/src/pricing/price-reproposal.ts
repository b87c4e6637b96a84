import type { PriceLine } from './pricing-api.ts';

const sameRule = (a: PriceLine, b: PriceLine) =>
  a.ruleId === b.ruleId && a.label === b.label && a.unit === b.unit;

/**
 * The lines of a folder proposed again (at the mission's end, with the km and waiting it really
 * took) over the ones it had: a line the operator changed (« modifié ») is kept as the operator
 * left it, in place of the new proposal of the same rule, or beside the new lines when the rule no
 * longer matches. Only the untouched lines take the new proposal.
 */
export function keepOperatorChanges(previous: readonly PriceLine[], proposed: readonly PriceLine[]) {
  const changed = previous.filter((line) => line.modified);
  const lines = proposed.map((line) => changed.find((kept) => sameRule(kept, line)) ?? line);
  return [...lines, ...changed.filter((kept) => !lines.includes(kept))];
}
