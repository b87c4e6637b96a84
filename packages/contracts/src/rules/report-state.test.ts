import { describe, expect, it } from 'vitest';
import { FolderState as S, FolderStateCode, type FolderState } from '../referentials/codes.ts';
import {
  canProduceReportPdf,
  canSendReport,
  isReportReadOnly,
  REPORT_LOCK_WARNING,
  REPORT_PDF_NO_AGENT_MESSAGE,
  REPORT_PDF_NO_ORDER_MESSAGE,
  REPORT_READ_ONLY_MESSAGE,
  REPORT_SENDABLE_STATES,
  reportWriteCheck,
  SEND_REPORT_NO_MISSION_MESSAGE,
  SEND_REPORT_NOT_NOMAD_MESSAGE,
  showReportLockWarning,
  stateAfterSendReport,
} from './report-state.ts';

const nomad = (
  folderState: FolderState,
  modifiable: boolean | null,
  valorisationModifiableAvantCloture = false,
) => ({
  creationOrigine: 'NOMAD',
  folderState,
  valorisationModifiableAvantCloture,
  reportDepannage: modifiable == null ? null : { modifiable },
});
const other = (folderState: FolderState) => ({
  creationOrigine: 'PLATEAU',
  folderState,
  reportDepannage: null,
});

describe('isReportReadOnly (spec 2 §4 Rules by state)', () => {
  it('a Nomad report is writable in ACCEPTED and ACCEPTED_CONFIRMED even when not modifiable', () => {
    for (const state of [S.ACCEPTED, S.ACCEPTED_CONFIRMED]) {
      expect(isReportReadOnly(nomad(state, false))).toBe(false);
      expect(isReportReadOnly(nomad(state, null))).toBe(false);
    }
  });

  it('a Nomad report left modifiable is writable in every state but CLOSED', () => {
    for (const state of FolderStateCode) {
      expect(isReportReadOnly(nomad(state, true))).toBe(state === S.CLOSED);
    }
  });

  it('a Nomad report not modifiable is read-only in the other states…', () => {
    for (const state of FolderStateCode.filter((s) => s !== S.ACCEPTED && s !== S.ACCEPTED_CONFIRMED)) {
      expect(isReportReadOnly(nomad(state, false)), state).toBe(true);
      expect(isReportReadOnly(nomad(state, null)), state).toBe(true);
    }
  });

  it('…unless REPORT, REPORT_VALIDATED or VALORISATION_ACCEPTED with valorisationModifiableAvantCloture', () => {
    for (const state of FolderStateCode) {
      const writable = [
        S.ACCEPTED,
        S.ACCEPTED_CONFIRMED,
        S.REPORT,
        S.REPORT_VALIDATED,
        S.VALORISATION_ACCEPTED,
      ];
      expect(isReportReadOnly(nomad(state, false, true)), state).toBe(
        !(writable as string[]).includes(state),
      );
    }
  });

  it('other folders follow the read-only view only: assisteur or closed', () => {
    for (const state of FolderStateCode) {
      expect(isReportReadOnly(other(state)), state).toBe(state === S.CLOSED);
      expect(isReportReadOnly(other(state), { isAssisteur: true })).toBe(true);
    }
  });

  it('an assisteur never writes a report', () => {
    expect(isReportReadOnly(nomad(S.ACCEPTED, true), { isAssisteur: true })).toBe(true);
  });

  it('reportWriteCheck answers 409 with a French message when read-only', () => {
    expect(reportWriteCheck(nomad(S.ACCEPTED, false))).toEqual({ ok: true });
    expect(reportWriteCheck(nomad(S.REPORT, false))).toEqual({
      ok: false,
      status: 409,
      message: REPORT_READ_ONLY_MESSAGE,
    });
  });
});

describe('showReportLockWarning', () => {
  it("shows 'Le rapport ne sera plus modifiable !' in ACCEPTED and ACCEPTED_CONFIRMED when not modifiable", () => {
    expect(REPORT_LOCK_WARNING).toBe('Le rapport ne sera plus modifiable !');
    for (const state of FolderStateCode) {
      const expected = state === S.ACCEPTED || state === S.ACCEPTED_CONFIRMED;
      expect(showReportLockWarning(nomad(state, false)), state).toBe(expected);
      expect(showReportLockWarning(nomad(state, null)), state).toBe(expected);
      expect(showReportLockWarning(nomad(state, true)), state).toBe(false);
    }
  });

  it('only where sending makes the report read-only (issue 20): not when the valorisation keeps it writable', () => {
    expect(showReportLockWarning(nomad(S.ACCEPTED, false, true))).toBe(false);
    expect(showReportLockWarning(nomad(S.ACCEPTED, false, false))).toBe(true);
  });

  it('not for other folders, nor for an assisteur', () => {
    expect(showReportLockWarning(other(S.ACCEPTED))).toBe(false);
    expect(showReportLockWarning(nomad(S.ACCEPTED, false), { isAssisteur: true })).toBe(false);
  });
});

describe('canSendReport', () => {
  const sendable = (over: Record<string, unknown> = {}) => ({
    creationOrigine: 'NOMAD',
    folderState: S.ACCEPTED as string,
    missionId: 7,
    missionIntervention: { id: 7 },
    interventionDepannage: { faitGenerateur: 'N3.1.2' },
    ...over,
  });

  it('allows a Nomad folder with a mission, a sendable state and a level-3 fait générateur', () => {
    for (const state of REPORT_SENDABLE_STATES)
      expect(canSendReport(sendable({ folderState: state }))).toEqual({ ok: true });
    expect(REPORT_SENDABLE_STATES).toEqual([
      'ACCEPTED',
      'ACCEPTED_CONFIRMED',
      'REPORT',
      'REPORT_VALIDATED',
      'VALORISATION_ACCEPTED',
      'END_OF_MISSION',
    ]);
  });

  it('refuses every other state with 409, naming the state', () => {
    for (const state of FolderStateCode.filter((s) => !REPORT_SENDABLE_STATES.includes(s))) {
      const result = canSendReport(sendable({ folderState: state }));
      expect(result.ok, state).toBe(false);
      if (!result.ok) {
        expect(result.status).toBe(409);
        expect(result.message).toMatch(/^Le rapport ne peut pas être envoyé : le dossier est à l'état /);
      }
    }
    expect(canSendReport(sendable({ folderState: S.CLOSED }))).toMatchObject({
      message: "Le rapport ne peut pas être envoyé : le dossier est à l'état Clôturé",
    });
  });

  it('refuses a folder of another origin, or without a mission (409)', () => {
    expect(canSendReport(sendable({ creationOrigine: 'PLATEAU' }))).toEqual({
      ok: false,
      status: 409,
      message: SEND_REPORT_NOT_NOMAD_MESSAGE,
    });
    expect(canSendReport(sendable({ missionId: null, missionIntervention: null }))).toEqual({
      ok: false,
      status: 409,
      message: SEND_REPORT_NO_MISSION_MESSAGE,
    });
    expect(canSendReport(sendable({ missionId: undefined, missionIntervention: { id: 3 } })).ok).toBe(true);
    expect(canSendReport(sendable({ missionId: 3, missionIntervention: undefined })).ok).toBe(true);
  });

  it("refuses a missing or non level-3 fait générateur with 400 and the code base's wording", () => {
    for (const faitGenerateur of [null, '', 'N2.1', 'N1A', 'n3.1.1', 'X3.1.1', ' N3.1.1']) {
      expect(canSendReport(sendable({ interventionDepannage: { faitGenerateur } }))).toEqual({
        ok: false,
        status: 400,
        message: 'Sélectionnez un fait générateur',
      });
    }
    expect(canSendReport(sendable({ interventionDepannage: null })).ok).toBe(false);
  });

  it('checks the origin first, then the mission, the state, the fait générateur', () => {
    const everythingWrong = sendable({
      creationOrigine: 'PLATEAU',
      missionId: null,
      missionIntervention: null,
      folderState: S.CLOSED,
      interventionDepannage: null,
    });
    expect(canSendReport(everythingWrong)).toMatchObject({ message: SEND_REPORT_NOT_NOMAD_MESSAGE });
    expect(canSendReport({ ...everythingWrong, creationOrigine: 'NOMAD' })).toMatchObject({
      message: SEND_REPORT_NO_MISSION_MESSAGE,
    });
  });

  it('stateAfterSendReport: REPORT from the accepted states, unchanged afterwards', () => {
    const after = (folderState: FolderState) => stateAfterSendReport(sendable({ folderState }) as never);
    expect(after(S.ACCEPTED)).toBe(S.REPORT);
    expect(after(S.ACCEPTED_CONFIRMED)).toBe(S.REPORT);
    expect(after(S.REPORT)).toBe(S.REPORT);
    expect(after(S.REPORT_VALIDATED)).toBe(S.REPORT_VALIDATED);
    expect(after(S.VALORISATION_ACCEPTED)).toBe(S.VALORISATION_ACCEPTED);
    expect(after(S.END_OF_MISSION)).toBe(S.END_OF_MISSION);
  });
});

describe('canProduceReportPdf', () => {
  it('needs an orderNo and an agent on the intervention mission', () => {
    expect(canProduceReportPdf({ orderNo: 'D-1', missionIntervention: { agentId: 4 } })).toEqual({
      ok: true,
    });
    expect(canProduceReportPdf({ orderNo: 'D-1', agentId: 4, missionIntervention: null }).ok).toBe(true);
  });

  it('refuses with 409 without one of them', () => {
    const refused = { ok: false, status: 409, message: REPORT_PDF_NO_AGENT_MESSAGE };
    const noOrder = { ok: false, status: 409, message: REPORT_PDF_NO_ORDER_MESSAGE };
    expect(canProduceReportPdf({ orderNo: 'D-1', missionIntervention: { agentId: null } })).toEqual(refused);
    expect(canProduceReportPdf({ orderNo: '', missionIntervention: { agentId: 4 } })).toEqual(noOrder);
    expect(canProduceReportPdf({ orderNo: '  ', missionIntervention: { agentId: 4 } })).toEqual(noOrder);
    expect(canProduceReportPdf({ orderNo: null, agentId: 4 })).toEqual(noOrder);
    expect(canProduceReportPdf({})).toEqual(noOrder);
    // Issue 20: the message says what « numéro d'ordre » is and where the intervenant is chosen.
    expect(REPORT_PDF_NO_ORDER_MESSAGE).toContain("numéro d'ordre");
    expect(REPORT_PDF_NO_AGENT_MESSAGE).toContain('Véhicule de dépannage');
    // The mission is what counts: a stale top-level agentId does not make up for it.
    expect(
      canProduceReportPdf({ orderNo: 'D-1', agentId: 4, missionIntervention: { agentId: null } }),
    ).toEqual(refused);
  });
});
