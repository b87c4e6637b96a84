import { describe, expect, it } from 'vitest';
import { CreationOrigine, FolderState, FolderStateCode } from '../referentials/codes.ts';
import {
  FolderAction,
  FolderActionCode,
  actionRefusedMessage,
  allowedActions,
  nextState,
  type FolderAction as Action,
} from './folder-actions.ts';

const S = FolderState;
const A = FolderAction;
type Row = [state: FolderState, transitions: Array<[Action, FolderState]>];

/** Spec 2 §4 "Nomad-origin folders", with the next states of issue 3. */
const nomadRows: Row[] = [
  [
    S.CREATED,
    [
      [A.REFUSE, S.REFUSED],
      [A.ACCEPT, S.ACCEPTED],
    ],
  ],
  [
    S.ACCEPTED,
    [
      [A.CANCEL, S.CANCELED],
      [A.DEPLACEMENT_POUR_RIEN, S.REPORT],
      [A.REPORT, S.REPORT],
    ],
  ],
  [
    S.ACCEPTED_CONFIRMED,
    [
      [A.DEPLACEMENT_POUR_RIEN, S.REPORT],
      [A.REPORT, S.REPORT],
    ],
  ],
  [S.VALORISATION_ACCEPTED, []],
  [
    S.WAITING,
    [
      [A.REFUSE, S.REFUSED],
      [A.ACCEPT, S.ACCEPTED],
    ],
  ],
  [
    S.CANCEL_PROPOSAL,
    [
      [A.DEPLACEMENT_POUR_RIEN, S.REPORT],
      [A.ACCEPT_CANCELLATION, S.CANCELED],
    ],
  ],
  [S.HORS_DELAI, []],
  [S.REFUSED, []],
  [S.CANCELED, []],
  [S.CLOSED, []],
  [S.REPORT, [[A.REPORT, S.REPORT]]],
];

/** Spec 2 §4 "Non-Nomad folders". */
const otherRows: Row[] = [
  [
    S.QUICK_CREATED,
    [
      [A.CLOSE, S.CLOSED],
      [A.SEND, S.WAITING],
    ],
  ],
  [
    S.CREATED,
    [
      [A.CLOSE, S.CLOSED],
      [A.SEND, S.WAITING],
    ],
  ],
  [
    S.WAITING,
    [
      [A.REFUSE, S.REFUSED],
      [A.CLOSE, S.CLOSED],
    ],
  ],
  [S.REFUSED, [[A.CLOSE, S.CLOSED]]],
  [
    S.ACCEPTED_CONFIRMED,
    [
      [A.REPORT, S.REPORT],
      [A.CANCEL, S.CANCELED],
      [A.CLOSE, S.CLOSED],
      [A.SEND, S.ACCEPTED_CONFIRMED],
    ],
  ],
  [
    S.ACCEPTED,
    [
      [A.REPORT, S.REPORT],
      [A.CANCEL, S.CANCELED],
      [A.CLOSE, S.CLOSED],
      [A.SEND, S.ACCEPTED],
    ],
  ],
  [S.CANCELED, [[A.CLOSE, S.CLOSED]]],
  [
    S.REPORT,
    [
      [A.REPORT, S.REPORT],
      [A.CLOSE, S.CLOSED],
    ],
  ],
  [
    S.CANCEL_PROPOSAL,
    [
      [A.CANCEL, S.CANCELED],
      [A.CLOSE, S.CLOSED],
    ],
  ],
  [S.REPORT_VALIDATED, [[A.CLOSE, S.CLOSED]]],
  [S.HORS_DELAI, [[A.CLOSE, S.CLOSED]]],
];

function checkRows(origin: string, rows: Row[]) {
  for (const [state, transitions] of rows) {
    const folder = { creationOrigine: origin, folderState: state, cancellable: true };
    it(`${state}: ${transitions.map(([a]) => a).join(', ') || 'no action'}`, () => {
      expect(allowedActions(folder)).toEqual(transitions.map(([action]) => action));
      for (const [action, next] of transitions) expect(nextState(folder, action)).toBe(next);
      const refused = FolderActionCode.filter((a) => !transitions.some(([allowed]) => allowed === a));
      for (const action of refused) expect(nextState(folder, action)).toBeNull();
    });
  }
  const listed = new Set(rows.map(([state]) => state));
  for (const state of FolderStateCode.filter((s) => !listed.has(s))) {
    it(`${state} (not in the spec's table) allows nothing`, () => {
      expect(allowedActions({ creationOrigine: origin, folderState: state })).toEqual([]);
    });
  }
}

describe('folder actions, Nomad origin', () => {
  checkRows(CreationOrigine.NOMAD, nomadRows);

  it('removes CANCEL when the folder is not cancellable', () => {
    const folder = { creationOrigine: CreationOrigine.NOMAD, folderState: S.ACCEPTED, cancellable: false };
    expect(allowedActions(folder)).toEqual([A.DEPLACEMENT_POUR_RIEN, A.REPORT]);
    expect(nextState(folder, A.CANCEL)).toBeNull();
    expect(actionRefusedMessage(folder, A.CANCEL)).toBe("Action impossible : ce dossier n'est pas annulable");
  });
});

describe('folder actions, other origins', () => {
  for (const origin of [CreationOrigine.BACKOFFICE, CreationOrigine.IMPORT_CSV, CreationOrigine.WEBFLEET]) {
    describe(origin, () => checkRows(origin, otherRows));
  }

  it('ignores cancellable for folders that did not come from Nomad', () => {
    const folder = {
      creationOrigine: CreationOrigine.BACKOFFICE,
      folderState: S.ACCEPTED,
      cancellable: false,
    };
    expect(allowedActions(folder)).toContain(A.CANCEL);
  });
});

describe('unknown states and refusals', () => {
  it('allows nothing in an unknown state', () => {
    expect(allowedActions({ creationOrigine: CreationOrigine.NOMAD, folderState: 'INCONNU' })).toEqual([]);
    expect(allowedActions({ creationOrigine: CreationOrigine.BACKOFFICE, folderState: 'INCONNU' })).toEqual(
      [],
    );
  });

  it('names the state label in the refusal', () => {
    const folder = { creationOrigine: CreationOrigine.NOMAD, folderState: S.REFUSED };
    expect(actionRefusedMessage(folder, A.ACCEPT)).toBe("Action impossible : le dossier est à l'état Refusé");
  });
});
