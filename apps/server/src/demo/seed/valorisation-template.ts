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
