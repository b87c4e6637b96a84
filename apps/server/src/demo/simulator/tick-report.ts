import { AppError } from '../../lib/errors.ts';

/** What one tick did; the runner logs its failures, the test reads the rest. */
export interface TickReport {
  foldersReceived: number;
  steps: number;
  positions: number;
  messages: number;
  photos: number;
  cancellationProposals: number;
  /** Valorisation lines sent and proposals validated by the assistance companies. */
  valorisations: number;
  /**
   * Moves a service refused (the operator acted in between: cancelled the mission, accepted the
   * cancellation…); the next tick reads the new state and goes on from there.
   */
  refusals: string[];
  /** What failed unexpectedly (a bug), in French: one mission's failure never stops the others. */
  failures: string[];
}

export const emptyTickReport = (): TickReport => ({
  foldersReceived: 0,
  steps: 0,
  positions: 0,
  messages: 0,
  photos: 0,
  cancellationProposals: 0,
  valorisations: 0,
  refusals: [],
  failures: [],
});

/** Runs one move of the simulation; a refusal (the operator acted meanwhile) or a bug is noted, not thrown. */
export async function attempt(report: TickReport, what: string, move: () => Promise<void>): Promise<void> {
  try {
    await move();
  } catch (error) {
    const line = `${what} : ${error instanceof Error ? error.message : String(error)}`;
    (error instanceof AppError ? report.refusals : report.failures).push(line);
  }
}
