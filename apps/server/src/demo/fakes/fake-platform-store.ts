import type { IncomingMessage } from 'node:http';

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
