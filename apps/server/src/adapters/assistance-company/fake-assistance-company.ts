import { AssistanceCompanyError, type AssistanceCompany, type OutgoingReport } from './assistance-company.ts';

/** Keeps the reports in memory (demo, tests); tests read `received` and may make the next send fail. */
export class FakeAssistanceCompany implements AssistanceCompany {
  readonly received: OutgoingReport[] = [];
  private nextFailure: string | null = null;

  failNextSend(reason: string): void {
    this.nextFailure = reason;
  }

  async sendReport(report: OutgoingReport): Promise<void> {
    const failure = this.nextFailure;
    this.nextFailure = null;
    if (failure) throw new AssistanceCompanyError(failure);
    this.received.push(structuredClone(report));
  }
}
