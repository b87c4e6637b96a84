import { describe, expect, it } from 'vitest';
import { ValorisationStateCode } from '../referentials/codes.ts';
import {
  acceptPropositionBlocker,
  canAcceptProposition,
  canProposeValorisation,
  checkProposedLines,
  folderStateAfterValorisationValidation,
  INVOICE_NUMBER_REQUIRED_MESSAGE,
  isValorisationEditable,
  showAcceptProposition,
  showProposeValorisation,
  valorisationNatureTitle,
  valorisationTitle,
  type ValorisedFolder,
} from './valorisation-state.ts';

const folder = (over: Partial<ValorisedFolder> = {}): ValorisedFolder => ({
  creationOrigine: 'NOMAD',
  folderState: 'REPORT',
  propositionInitiale: 'ASSISTEUR',
  valorisationState: 'ATTENTE_VALORISATION_PRESTATAIRE',
  valorisation: { modifiable: true },
  numeroFactureObligatoire: false,
  ...over,
});

describe('valorisation titles (spec 2 §4)', () => {
  it('names each state with its accents', () => {
    expect(valorisationTitle('ATTENTE_VALORISATION_PRESTATAIRE')).toBe(
      'Valorisation à proposer par le prestataire',
    );
    expect(valorisationTitle('ATTENTE_VALORISATION_ASSISTEUR')).toBe(
      "Valorisation à valider par l'assisteur",
    );
    expect(valorisationTitle('ACCEPTEE')).toBe('Valorisation acceptée');
    expect(valorisationTitle('VALIDEE')).toBe('Proposition validée');
    expect(valorisationTitle(null)).toBe('Valorisation');
    expect(valorisationNatureTitle('PRESTATAIRE')).toBe('Valorisation Prestataire');
    expect(valorisationNatureTitle('ASSISTEUR')).toBe('Valorisation Assisteur');
  });
});

describe('editability and buttons', () => {
  it('only ATTENTE_VALORISATION_PRESTATAIRE with a modifiable valorisation is editable', () => {
    for (const state of [...ValorisationStateCode, null]) {
      const f = folder({ valorisationState: state });
      const expected = state === 'ATTENTE_VALORISATION_PRESTATAIRE';
      expect(isValorisationEditable(f)).toBe(expected);
      expect(showProposeValorisation(f)).toBe(expected);
      expect(showAcceptProposition(f)).toBe(expected);
    }
    expect(isValorisationEditable(folder({ valorisation: { modifiable: false } }))).toBe(false);
    expect(showAcceptProposition(folder({ valorisation: null }))).toBe(false);
    expect(showProposeValorisation(folder({ valorisation: null }))).toBe(true);
    expect(isValorisationEditable(folder({ folderState: 'CLOSED' }))).toBe(false);
    expect(isValorisationEditable(folder({ propositionInitiale: 'AUCUNE' }))).toBe(false);
    expect(isValorisationEditable(folder({ creationOrigine: 'BACKOFFICE' }))).toBe(false);
  });

  it('acceptance needs an invoice number when it is mandatory', () => {
    const mandatory = folder({ numeroFactureObligatoire: true });
    expect(acceptPropositionBlocker(mandatory, '  ')).toBe(INVOICE_NUMBER_REQUIRED_MESSAGE);
    expect(acceptPropositionBlocker(mandatory, null)).toBe(INVOICE_NUMBER_REQUIRED_MESSAGE);
    expect(acceptPropositionBlocker(mandatory, 'F-12')).toBe(null);
    expect(acceptPropositionBlocker(folder(), null)).toBe(null);
  });
});

describe('server checks', () => {
  it('proposing is a 409 outside ATTENTE_VALORISATION_PRESTATAIRE', () => {
    expect(canProposeValorisation(folder())).toEqual({ ok: true });
    expect(canProposeValorisation(folder({ valorisationState: 'ACCEPTEE' }))).toEqual({
      ok: false,
      status: 409,
      message: "La valorisation ne peut pas être proposée : elle est à l'état « Acceptée »",
    });
    expect(canProposeValorisation(folder({ valorisationState: null }))).toMatchObject({ status: 409 });
    expect(canProposeValorisation(folder({ propositionInitiale: 'AUCUNE' }))).toMatchObject({ status: 409 });
  });

  it('accepting checks the state first (409), then the invoice number (400)', () => {
    expect(canAcceptProposition(folder(), null)).toEqual({ ok: true });
    expect(canAcceptProposition(folder({ valorisationState: 'VALIDEE' }), 'F')).toMatchObject({
      status: 409,
    });
    expect(canAcceptProposition(folder({ valorisation: null }), 'F')).toMatchObject({ status: 409 });
    expect(canAcceptProposition(folder({ numeroFactureObligatoire: true }), '')).toEqual({
      ok: false,
      status: 400,
      message: INVOICE_NUMBER_REQUIRED_MESSAGE,
    });
  });
});

describe('checkProposedLines', () => {
  const line = {
    libelle: 'Remorquage',
    valorisationNegative: false,
    prixUnitaire: 100,
    prixModifiable: false,
    quantite: null,
    quantiteModifiable: true,
    tauxTva: 20,
    tvaModifiable: false,
    montantTotal: null,
    montantHtModifiable: false,
  };
  it('lets the modifiable amounts change, nothing else', () => {
    expect(checkProposedLines([line], [{ ...line, quantite: 2 }])).toEqual({ ok: true });
    expect(checkProposedLines([line], [{ ...line, prixUnitaire: 200 }])).toMatchObject({
      status: 400,
      message: "Ligne « Remorquage » : le prix unitaire n'est pas modifiable.",
    });
    expect(checkProposedLines([line], [])).toMatchObject({ status: 400 });
    expect(checkProposedLines([line], [{ ...line, libelle: 'Autre' }])).toMatchObject({ status: 400 });
    expect(checkProposedLines([line], [{ ...line, valorisationNegative: true }])).toMatchObject({
      status: 400,
    });
  });
});

describe('folderStateAfterValorisationValidation', () => {
  it('a reported folder becomes VALORISATION_ACCEPTED, another keeps its state', () => {
    expect(folderStateAfterValorisationValidation('REPORT')).toBe('VALORISATION_ACCEPTED');
    expect(folderStateAfterValorisationValidation('REPORT_VALIDATED')).toBe('VALORISATION_ACCEPTED');
    expect(folderStateAfterValorisationValidation('ACCEPTED')).toBe('ACCEPTED');
  });
});
