import { FolderState } from '../referentials/codes.ts';

const S = FolderState;

/**
 * Moves made by the other side: the assistance company, or the driver in the field.
 * They reach the server through connectors, never through a user's action button.
 */
export const outsideMoves = {
  /** The assistance company confirms the operator's acceptance. */
  ASSISTEUR_CONFIRMATION: {
    from: [S.ACCEPTED],
    to: S.ACCEPTED_CONFIRMED,
    label: "Confirmation de l'assisteur",
  },
  /** The assistance company proposes to cancel; the operator may accept it or report a wasted trip. */
  CANCELLATION_PROPOSAL: {
    from: [S.CREATED, S.WAITING, S.ACCEPTED, S.ACCEPTED_CONFIRMED],
    to: S.CANCEL_PROPOSAL,
    label: "Proposition d'annulation de l'assisteur",
  },
  /** The assistance company validates the operator's report. */
  REPORT_VALIDATION: { from: [S.REPORT], to: S.REPORT_VALIDATED, label: "Rapport validé par l'assisteur" },
  /** The driver accepts the mission sent to the truck. */
  DRIVER_ACCEPTANCE: {
    from: [S.CREATED, S.WAITING],
    to: S.ACCEPTED,
    label: 'Mission acceptée par le chauffeur',
  },
} as const satisfies Record<string, { from: readonly FolderState[]; to: FolderState; label: string }>;

export type OutsideMove = keyof typeof outsideMoves;
export const OutsideMove = Object.fromEntries(Object.keys(outsideMoves).map((m) => [m, m])) as {
  readonly [K in OutsideMove]: K;
};

/** The state the move leads to from `state`, or null when the move makes no sense there. */
export function outsideMoveTarget(move: OutsideMove, state: string): FolderState | null {
  const { from, to } = outsideMoves[move];
  return (from as readonly string[]).includes(state) ? to : null;
}
