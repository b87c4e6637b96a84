import { CreationOrigine, FolderState } from '../referentials/codes.ts';
import { folderStateLabels } from '../referentials/labels.ts';

/** What a user can do to a folder from the list's row buttons or the detail's Actions menu. */
export const FolderActionCode = [
  'ACCEPT',
  'REFUSE',
  'CANCEL',
  'ACCEPT_CANCELLATION',
  'DEPLACEMENT_POUR_RIEN',
  'REPORT',
  'SEND',
  'CLOSE',
] as const;
export type FolderAction = (typeof FolderActionCode)[number];
export const FolderAction = Object.fromEntries(FolderActionCode.map((a) => [a, a])) as {
  readonly [K in FolderAction]: K;
};

type Transitions = Partial<Record<FolderAction, FolderState>>;
type ActionTable = Partial<Record<FolderState, Transitions>>;

const S = FolderState;
const A = FolderAction;

/**
 * Spec 2 §4, folders sent by an assistance company through the Nomad driver app.
 * Keys keep the spec's order: it is the order of the buttons.
 */
const nomadTable: ActionTable = {
  [S.CREATED]: { [A.REFUSE]: S.REFUSED, [A.ACCEPT]: S.ACCEPTED },
  [S.ACCEPTED]: { [A.CANCEL]: S.CANCELED, [A.DEPLACEMENT_POUR_RIEN]: S.REPORT, [A.REPORT]: S.REPORT },
  [S.ACCEPTED_CONFIRMED]: { [A.DEPLACEMENT_POUR_RIEN]: S.REPORT, [A.REPORT]: S.REPORT },
  [S.VALORISATION_ACCEPTED]: {},
  [S.WAITING]: { [A.REFUSE]: S.REFUSED, [A.ACCEPT]: S.ACCEPTED },
  [S.CANCEL_PROPOSAL]: { [A.DEPLACEMENT_POUR_RIEN]: S.REPORT, [A.ACCEPT_CANCELLATION]: S.CANCELED },
  [S.HORS_DELAI]: {},
  [S.REFUSED]: {},
  [S.CANCELED]: {},
  [S.CLOSED]: {},
  [S.REPORT]: { [A.REPORT]: S.REPORT },
};

/** Spec 2 §4, every other origin. SEND from an accepted folder re-sends without a state change. */
const otherTable: ActionTable = {
  [S.QUICK_CREATED]: { [A.CLOSE]: S.CLOSED, [A.SEND]: S.WAITING },
  [S.CREATED]: { [A.CLOSE]: S.CLOSED, [A.SEND]: S.WAITING },
  [S.WAITING]: { [A.REFUSE]: S.REFUSED, [A.CLOSE]: S.CLOSED },
  [S.REFUSED]: { [A.CLOSE]: S.CLOSED },
  [S.ACCEPTED_CONFIRMED]: {
    [A.REPORT]: S.REPORT,
    [A.CANCEL]: S.CANCELED,
    [A.CLOSE]: S.CLOSED,
    [A.SEND]: S.ACCEPTED_CONFIRMED,
  },
  [S.ACCEPTED]: { [A.REPORT]: S.REPORT, [A.CANCEL]: S.CANCELED, [A.CLOSE]: S.CLOSED, [A.SEND]: S.ACCEPTED },
  [S.CANCELED]: { [A.CLOSE]: S.CLOSED },
  [S.REPORT]: { [A.REPORT]: S.REPORT, [A.CLOSE]: S.CLOSED },
  [S.CANCEL_PROPOSAL]: { [A.CANCEL]: S.CANCELED, [A.CLOSE]: S.CLOSED },
  [S.REPORT_VALIDATED]: { [A.CLOSE]: S.CLOSED },
  [S.HORS_DELAI]: { [A.CLOSE]: S.CLOSED },
};

/** The one table: origin (NOMAD or other) × state × action → next state. */
export const folderActionTable = { nomad: nomadTable, other: otherTable } as const;

/** What the action rules read of a folder. */
export interface ActionableFolder {
  creationOrigine: CreationOrigine | string;
  folderState: FolderState | string;
  cancellable?: boolean | null;
}

const isNomad = (folder: ActionableFolder) => folder.creationOrigine === CreationOrigine.NOMAD;

function transitionsOf(folder: ActionableFolder): Transitions {
  const table = isNomad(folder) ? nomadTable : otherTable;
  return table[folder.folderState as FolderState] ?? {};
}

/** The actions the folder allows now, in display order; an unknown state allows none. */
export function allowedActions(folder: ActionableFolder): FolderAction[] {
  const actions = Object.keys(transitionsOf(folder)) as FolderAction[];
  // A Nomad folder the assistance company marked as not cancellable cannot be cancelled.
  if (isNomad(folder) && folder.cancellable === false) return actions.filter((a) => a !== A.CANCEL);
  return actions;
}

export const isActionAllowed = (folder: ActionableFolder, action: FolderAction) =>
  allowedActions(folder).includes(action);

/** The state the folder reaches through `action`, or null when the action is not allowed. */
export function nextState(folder: ActionableFolder, action: FolderAction): FolderState | null {
  if (!isActionAllowed(folder, action)) return null;
  return transitionsOf(folder)[action] ?? null;
}

export const stateLabel = (state: string) => folderStateLabels[state as FolderState] ?? state;

/** Why the server refuses an action the table does not allow. */
export function actionRefusedMessage(folder: ActionableFolder, action: FolderAction): string {
  if (action === A.CANCEL && isNomad(folder) && A.CANCEL in transitionsOf(folder)) {
    return "Action impossible : ce dossier n'est pas annulable";
  }
  return `Action impossible : le dossier est à l'état ${stateLabel(folder.folderState)}`;
}
