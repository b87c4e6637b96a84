import type { ReportDepannage } from '@plateau/contracts';

/** What the assistance company receives when the operator sends the Nomad report. */
export interface OutgoingReport {
  /** The assistance company's own folder number, as it sent the mission. */
  externalFolderNo: string | null;
  /** Plateau's order number of the mission. */
  orderNo: string;
  assistanceProvider: string | null;
  nature: string | null;
  faitGenerateur: string;
  report: ReportDepannage;
  sentAt: string;
  /** The vehicle's procès-verbal (issue 33): a link to its PDF, and whether new damage was found at delivery. */
  vehicleCondition?: { url: string; expiresAt: string; damageReported: boolean };
}

/** The assistance company's side of a Nomad folder (today: receiving the report). */
export interface AssistanceCompany {
  /** Resolves once the company accepted the report; throws AssistanceCompanyError otherwise. */
  sendReport(report: OutgoingReport): Promise<void>;
}

/** The company's system refused or did not answer; the message is user-facing, in French. */
export class AssistanceCompanyError extends Error {}
