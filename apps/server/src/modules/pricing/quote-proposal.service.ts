import {
  chooseGrid,
  holidayRegionOfPostcode,
  proposeLines,
  timeBandsAt,
  type QuoteProposal,
  type QuoteProposalInput,
} from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { Conflict, Invalid } from '../../lib/errors.ts';
import { accountPostcode, isOwnCustomer, listGridRows } from './tariff-grids.repository.ts';

const REGULATED_NAME = 'Tarif réglementé';

/**
 * « Proposer depuis la grille » of « Nouveau devis »: the lines of the customer's grid (else the
 * default one) on the planned day, as « Calculer le prix » proposes them for a folder. Saves nothing.
 */
export async function proposeQuoteLines(
  db: DbOrTx,
  accountId: number,
  input: QuoteProposalInput,
): Promise<QuoteProposal> {
  if (input.customerId !== null && !(await isOwnCustomer(db, accountId, input.customerId))) {
    throw new Invalid("Ce client n'existe pas");
  }
  const region = holidayRegionOfPostcode((await accountPostcode(db, accountId)) ?? input.postcode);
  const day = timeBandsAt(input.callAt, region).day;
  const payer = { customerId: input.customerId, assistanceProvider: null };
  const grid = chooseGrid(await listGridRows(db, accountId), payer, day);
  const gridName = grid?.name ?? REGULATED_NAME;
  const proposed = proposeLines(
    { name: gridName, rules: grid?.rules ?? [] },
    { ...input, callAt: new Date(input.callAt).toISOString(), region },
  );
  if (proposed.length === 0) {
    throw new Conflict(
      'Aucune grille tarifaire ne s’applique à ce devis : ajoutez une grille par défaut dans Paramètres › Tarifs',
    );
  }
  return {
    gridName,
    lines: proposed.map((line) => ({
      label: line.label,
      ruleDescription: line.ruleDescription,
      unit: line.unit,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      vatRate: line.vatRate,
      floorCents: line.floorCents,
      ceilingCents: line.ceilingCents,
    })),
  };
}
