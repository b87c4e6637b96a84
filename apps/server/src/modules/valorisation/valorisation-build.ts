import {
  checkProposedLines,
  withComputedTotals,
  type RuleResult,
  type Valorisation,
  type ValorisationItem,
  type ValorisationProposal,
  type ValorisationProposalBody,
} from '@plateau/contracts';
import { Conflict, Invalid } from '../../lib/errors.ts';

/** A rule's refusal as the typed error the error plugin maps (400 or 409). */
export function throwIfRefused(result: RuleResult): void {
  if (!result.ok) throw result.status === 400 ? new Invalid(result.message) : new Conflict(result.message);
}

const locked = (item: ValorisationItem): ValorisationItem => ({
  ...item,
  prixModifiable: false,
  quantiteModifiable: false,
  tvaModifiable: false,
  montantHtModifiable: false,
});

/** The provider fills in what the line's flags leave modifiable; the rest stays the company's. */
const filledIn = (before: ValorisationItem, after: ValorisationItem): ValorisationItem => ({
  ...before,
  commentaire: after.commentaire,
  inclus: after.inclus,
  prixUnitaire: before.prixModifiable ? after.prixUnitaire : before.prixUnitaire,
  quantite: before.quantiteModifiable ? after.quantite : before.quantite,
  tauxTva: before.tvaModifiable ? after.tauxTva : before.tauxTva,
  montantTotal: before.montantHtModifiable ? after.montantTotal : before.montantTotal,
});

/**
 * The valorisation the provider proposes, as stored: on the assistance company's lines when it
 * sent some (checked against their flags), as written otherwise; totals always the server's.
 */
export function providerValorisation(
  current: Valorisation | null,
  body: ValorisationProposalBody,
): Valorisation {
  // A valorisation the company left unmodifiable is proposed as it is, whatever its lines' flags.
  const lines = current && (current.modifiable ? current.items : current.items.map(locked));
  if (lines) throwIfRefused(checkProposedLines(lines, body.items));
  const items = lines ? lines.map((before, i) => filledIn(before, body.items[i]!)) : body.items;
  return withComputedTotals({
    nature: 'PRESTATAIRE',
    commentaire: body.commentaire,
    modifiable: current?.modifiable ?? body.modifiable ?? true,
    estFacturable: current?.estFacturable ?? body.estFacturable ?? true,
    items,
  });
}

/** The entry appended to valorisationPropositions. */
export const asProposal = (
  valorisation: Valorisation,
  proposedBy: string,
  at = new Date(),
): ValorisationProposal => ({
  ...valorisation,
  proposedAt: at.toISOString(),
  proposedBy,
});
