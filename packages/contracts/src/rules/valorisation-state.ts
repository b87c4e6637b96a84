import type { Valorisation, ValorisationItem } from '../folders/valorisation.ts';
import { CreationOrigine, FolderState, ValorisationState } from '../referentials/codes.ts';
import { valorisationStateLabels } from '../referentials/labels.ts';
import { isFolderEditable } from './folder-editable.ts';
import type { RuleResult } from './report-state.ts';

/** What the valorisation rules read of a folder (a Folder fits). */
export interface ValorisedFolder {
  creationOrigine: CreationOrigine | string;
  folderState: FolderState | string;
  propositionInitiale?: string | null;
  valorisationState?: ValorisationState | string | null;
  valorisation?: Pick<Valorisation, 'modifiable'> | null;
  numeroFactureObligatoire?: boolean | null;
}

const V = ValorisationState;
const OK: RuleResult = { ok: true };
const refuse = (status: 400 | 409, message: string): RuleResult => ({ ok: false, status, message });

/** Spec 2 §4 'Valorisation states': the tab's title for each state. */
export const valorisationStateTitles: { readonly [K in ValorisationState]: string } = {
  ATTENTE_VALORISATION_PRESTATAIRE: 'Valorisation à proposer par le prestataire',
  ATTENTE_VALORISATION_ASSISTEUR: "Valorisation à valider par l'assisteur",
  ACCEPTEE: 'Valorisation acceptée',
  VALIDEE: 'Proposition validée',
};
export const valorisationTitle = (state: string | null | undefined) =>
  valorisationStateTitles[state as ValorisationState] ?? 'Valorisation';

/** A card's title: who wrote that valorisation. */
export const valorisationNatureTitle = (nature: string) =>
  nature === 'PRESTATAIRE' ? 'Valorisation Prestataire' : 'Valorisation Assisteur';

export const INVOICE_NUMBER_REQUIRED_MESSAGE = 'Un numéro de facture est obligatoire !';
export const NO_VALORISATION_MESSAGE = "Ce dossier n'est pas valorisé par l'assisteur.";
export const NOTHING_TO_ACCEPT_MESSAGE = "Il n'y a pas de proposition modifiable à accepter.";
export const valorisationStateMessage = (state: string | null | undefined, verb: string) =>
  state
    ? `La valorisation ne peut pas être ${verb} : elle est à l'état « ${valorisationStateLabels[state as ValorisationState] ?? state} »`
    : `La valorisation ne peut pas être ${verb} : aucune valorisation n'est attendue`;

/** Spec 2 §2: a Nomad folder whose assistance company expects an initial proposal. */
export const hasValorisation = (folder: ValorisedFolder) =>
  folder.creationOrigine === CreationOrigine.NOMAD &&
  !!folder.propositionInitiale &&
  folder.propositionInitiale !== 'AUCUNE';

/**
 * Spec 2 §4: editable only while the provider is expected to propose
 * (ATTENTE_VALORISATION_PRESTATAIRE) and the valorisation is modifiable; a closed folder is not.
 */
export const isValorisationEditable = (folder: ValorisedFolder) =>
  hasValorisation(folder) &&
  isFolderEditable(folder) &&
  folder.valorisationState === V.ATTENTE_VALORISATION_PRESTATAIRE &&
  !!folder.valorisation?.modifiable;

/** Spec 2 §4: 'Proposer cette valorisation' shows while the provider must propose. */
export const showProposeValorisation = (folder: ValorisedFolder) =>
  hasValorisation(folder) &&
  isFolderEditable(folder) &&
  folder.valorisationState === V.ATTENTE_VALORISATION_PRESTATAIRE;

/** Spec 2 §4: 'Accepter la proposition' shows when editable and not VALIDEE. */
export const showAcceptProposition = (folder: ValorisedFolder) =>
  isValorisationEditable(folder) && folder.valorisationState !== V.VALIDEE;

/** Spec 2 §5: the reason 'Accepter la proposition' is disabled, or null. */
export const acceptPropositionBlocker = (
  folder: ValorisedFolder,
  numeroFacture: string | null | undefined,
): string | null =>
  folder.numeroFactureObligatoire && !numeroFacture?.trim() ? INVOICE_NUMBER_REQUIRED_MESSAGE : null;

function valorisedAndOpen(folder: ValorisedFolder): RuleResult {
  if (!hasValorisation(folder)) return refuse(409, NO_VALORISATION_MESSAGE);
  if (!isFolderEditable(folder)) return refuse(409, 'Le dossier est clôturé : sa valorisation est figée.');
  return OK;
}

/** The server's check of POST …/proposerValorisation (409: the folder's state). */
export function canProposeValorisation(folder: ValorisedFolder): RuleResult {
  const open = valorisedAndOpen(folder);
  if (!open.ok) return open;
  if (!showProposeValorisation(folder))
    return refuse(409, valorisationStateMessage(folder.valorisationState, 'proposée'));
  return OK;
}

/** The server's check of POST …/accepterProposition: the state (409), then the invoice number (400). */
export function canAcceptProposition(
  folder: ValorisedFolder,
  numeroFacture: string | null | undefined,
): RuleResult {
  const open = valorisedAndOpen(folder);
  if (!open.ok) return open;
  if (folder.valorisationState !== V.ATTENTE_VALORISATION_PRESTATAIRE)
    return refuse(409, valorisationStateMessage(folder.valorisationState, 'acceptée'));
  if (!showAcceptProposition(folder)) return refuse(409, NOTHING_TO_ACCEPT_MESSAGE);
  const blocker = acceptPropositionBlocker(folder, numeroFacture);
  return blocker ? refuse(400, blocker) : OK;
}

/** The assistance company may propose until a valorisation is accepted or validated. */
export const ASSISTEUR_MAY_PROPOSE_IN: readonly (string | null)[] = [
  null,
  V.ATTENTE_VALORISATION_PRESTATAIRE,
  V.ATTENTE_VALORISATION_ASSISTEUR,
];
/** It validates the provider's proposal, or the proposal the provider accepted. */
export const ASSISTEUR_MAY_VALIDATE_IN: readonly string[] = [V.ATTENTE_VALORISATION_ASSISTEUR, V.ACCEPTEE];

type Flagged = Pick<
  ValorisationItem,
  | 'libelle'
  | 'valorisationNegative'
  | 'prixUnitaire'
  | 'prixModifiable'
  | 'quantite'
  | 'quantiteModifiable'
  | 'tauxTva'
  | 'tvaModifiable'
  | 'montantTotal'
  | 'montantHtModifiable'
>;
const LOCKED_FIELDS = [
  ['prixUnitaire', 'prixModifiable', 'le prix unitaire'],
  ['quantite', 'quantiteModifiable', 'la quantité'],
  ['tauxTva', 'tvaModifiable', 'le taux de TVA'],
] as const;

export const VALORISATION_LINES_CHANGED_MESSAGE =
  "Les lignes proposées ne correspondent pas à celles de la valorisation de l'assisteur.";

/**
 * The provider fills in the assistance company's lines: same lines, same flags, and only the
 * amounts their flags leave modifiable may change (the client is not trusted with the flags).
 */
export function checkProposedLines(current: readonly Flagged[], proposed: readonly Flagged[]): RuleResult {
  if (current.length !== proposed.length) return refuse(400, VALORISATION_LINES_CHANGED_MESSAGE);
  for (const [index, before] of current.entries()) {
    const after = proposed[index]!;
    if (before.libelle !== after.libelle || before.valorisationNegative !== after.valorisationNegative)
      return refuse(400, VALORISATION_LINES_CHANGED_MESSAGE);
    for (const [field, flag, name] of LOCKED_FIELDS)
      if (!before[flag] && before[field] !== after[field])
        return refuse(400, `Ligne « ${before.libelle} » : ${name} n'est pas modifiable.`);
    // A line with a price and a quantity has its HT computed: only a fixed total is the line's own.
    const fixedTotal = after.prixUnitaire == null || after.quantite == null;
    if (fixedTotal && !before.montantHtModifiable && before.montantTotal !== after.montantTotal)
      return refuse(400, `Ligne « ${before.libelle} » : le montant HT n'est pas modifiable.`);
  }
  return OK;
}

/**
 * The folder's state once the assistance company validates the valorisation: a reported folder
 * becomes VALORISATION_ACCEPTED (the action table's state after REPORT); in any other state the
 * valorisation is validated all the same and the folder keeps its state (a connector's message
 * is not refused for the folder's pace).
 */
export function folderStateAfterValorisationValidation(state: FolderState): FolderState {
  return state === FolderState.REPORT || state === FolderState.REPORT_VALIDATED
    ? FolderState.VALORISATION_ACCEPTED
    : state;
}
