import type { IncomingMessage } from 'node:http';
import type { CdarStatus, EReportMessage } from '../../adapters/approved-platform/index.ts';
import type { FakeSupplierInvoice } from './fake-platform-files.ts';

/** A flow as the fake platform keeps it. */
export interface FakeFlow {
  flowId: string;
  token: string;
  trackingId: string | null;
  flowType: string;
  flowDirection: 'In' | 'Out';
  flowSyntax: string;
  processingRule: string;
  submittedAt: string;
  updatedAt: string;
  name: string;
  original: Buffer;
  readable: Buffer | null;
}

export const describe = (flow: FakeFlow) => ({
  flowId: flow.flowId,
  trackingId: flow.trackingId,
  submittedAt: flow.submittedAt,
  updatedAt: flow.updatedAt,
  flowType: flow.flowType,
  flowDirection: flow.flowDirection,
  flowSyntax: flow.flowSyntax,
  processingRule: flow.processingRule,
  acknowledgement: { status: 'Ok' },
});

export function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** What the platform does with the next invoice deposited (the tests script it; default: 200 then 202). */
export type FakeOutcome = { statuses: Array<{ code: string; reason?: string }> } | { reject: string };

export interface FakeApprovedPlatform {
  /** The Flow Service's base URL to configure, e.g. http://127.0.0.1:41234/flow-service */
  url: string;
  /** Tokens let in; each is its own mailbox (one per account). */
  tokens: Set<string>;
  /** The outcomes of the next deposits, in order. */
  outcomes: FakeOutcome[];
  /** Answer this HTTP status to the next `times` calls (a platform down: 503). */
  failNext(status: number, times?: number): void;
  /** SIRENs the directory does not know (any other is known). */
  unknownAddresses: Set<string>;
  /** The buyer answers later: a CDAR status flow for the invoice deposited with this tracking id. */
  emitStatus(trackingId: string, code: string, reason?: string): string;
  /** The last status sent again, as a new flow with the same CDAR (a platform that repeats itself). */
  redeliverLastStatus(): void;
  /** A supplier's invoice arriving for the token's account. */
  addSupplierInvoice(token: string, invoice: FakeSupplierInvoice, buyerSiren?: string): string;
  /** Invoices deposited (flowType CustomerInvoice), by tracking id. */
  deposits: Array<{ trackingId: string | null; name: string; bytes: Buffer }>;
  /** The criteria of every search, in order (the cursor Plateau asked from). */
  searches: Array<Record<string, unknown>>;
  /** E-reporting flows acknowledged, as read from their file. */
  reports: Array<{ trackingId: string | null; flowType: string; report: EReportMessage }>;
  /** The CDAR statuses Plateau sent (answers to received invoices, 212). */
  sentStatuses: CdarStatus[];
  close(): Promise<void>;
}
