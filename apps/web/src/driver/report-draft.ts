import type { DriverMission } from '@plateau/contracts';
import { reportDraftKey } from './driver-cache.ts';

export type ReportQuestion = 'lieuInterventionCorrect' | 'lieuLivraisonCorrect';

/**
 * The report as the driver types it and the customer signs it, kept on the phone until the server
 * took it (issue 28 §4: a refused report wiped the signature). `sentSignedAt` is the report sent.
 */
export interface ReportDraft {
  km: number | string;
  answers: Partial<Record<ReportQuestion, boolean>>;
  remarks: string;
  signer: string;
  /** The signature drawn so far, a PNG data URL. */
  signature: string | null;
  sentSignedAt: string | null;
}

export const emptyDraft = (km: number | null = null): ReportDraft => ({
  km: km ?? '',
  answers: {},
  remarks: '',
  signer: '',
  signature: null,
  sentSignedAt: null,
});

type DraftStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function loadDraft(storage: DraftStore, owner: string | null, mission: DriverMission): ReportDraft {
  try {
    const raw = storage.getItem(reportDraftKey(owner, mission.id));
    if (raw) return { ...emptyDraft(), ...(JSON.parse(raw) as Partial<ReportDraft>) };
  } catch {
    // An unreadable draft is an empty one.
  }
  return emptyDraft(mission.report?.km ?? null);
}

export function saveDraft(storage: DraftStore, owner: string | null, missionId: number, draft: ReportDraft) {
  try {
    storage.setItem(reportDraftKey(owner, missionId), JSON.stringify(draft));
  } catch {
    // A full storage keeps the draft on screen only.
  }
}

export const clearDraft = (storage: DraftStore, owner: string | null, missionId: number) =>
  storage.removeItem(reportDraftKey(owner, missionId));

/** The server holds the report this draft sent: the draft may go. */
export function isDraftTaken(draft: ReportDraft, report: DriverMission['report']): boolean {
  if (!draft.sentSignedAt || !report?.signedAt) return false;
  return Date.parse(draft.sentSignedAt) === Date.parse(report.signedAt);
}
