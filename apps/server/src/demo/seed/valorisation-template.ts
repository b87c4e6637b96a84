import type { Valorisation, ValorisationItem } from '@plateau/contracts';

const line = (over: Partial<ValorisationItem> & Pick<ValorisationItem, 'libelle'>): ValorisationItem => ({
  commentaire: null,
  inclus: true,
  prixUnitaire: null,
  quantite: null,
  tauxTva: 20,
  montantTotal: null,
  valorisationNegative: false,
  prixVisible: true,
  prixModifiable: false,
  quantiteVisible: true,
  quantiteModifiable: false,
  tvaVisible: true,
  tvaModifiable: false,
  montantHtVisible: true,
  montantHtModifiable: false,
  ...over,
});

/**
 * The lines an assistance company sends for the provider to fill in: a flat rate whose price
 * the provider sets, extra kilometres at the company's rate, and the customer's excess, a
 * negative line whose amount the provider enters. Used by the tests and the browser fixtures.
 */
export const demoValorisation = (): Valorisation => ({
  nature: 'ASSISTEUR',
  commentaire: null,
  modifiable: true,
  estFacturable: true,
  items: [
    line({ libelle: 'Forfait remorquage', prixModifiable: true, quantite: 1 }),
    line({ libelle: 'Kilomètres supplémentaires', prixUnitaire: 1.5, quantiteModifiable: true }),
    line({
      libelle: 'Franchise client',
      valorisationNegative: true,
      prixVisible: false,
      quantiteVisible: false,
      montantHtModifiable: true,
    }),
  ],
});

/**
 * A folder its customer pays, priced by the operator (« Calculer le prix », issue 32): the towing at 100 € HT and
 * 10 km at 1.50 €, the excess left out — 115 € HT, 138 € TTC, what the driver collects on the spot (issue 29 §2).
 */
export const operatorPricedValorisation = (): Valorisation => {
  const valorisation = { ...demoValorisation(), nature: 'PRESTATAIRE' };
  valorisation.items[0]!.prixUnitaire = 100;
  valorisation.items[1]!.quantite = 10;
  valorisation.items[2]!.inclus = false;
  return valorisation;
};
