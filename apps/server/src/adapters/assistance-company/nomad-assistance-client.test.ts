import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AssistanceCompanyError, type OutgoingReport } from './assistance-company.ts';
import { NomadAssistanceClient } from './nomad-assistance-client.ts';

/** Stands for Nomad's API: records each call and answers what the test sets. */
interface Call {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}
let server: Server;
let calls: Call[] = [];
let answer: { status: number; body: string; delayMs?: number } = { status: 204, body: '' };
let client: NomadAssistanceClient;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      calls.push({
        method: req.method ?? '',
        path: req.url ?? '',
        authorization: req.headers.authorization,
        body: JSON.parse(Buffer.concat(chunks).toString() || 'null'),
      });
      setTimeout(() => {
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(answer.body);
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  // Patient enough for a loaded machine; the no-answer test uses its own impatient client.
  client = new NomadAssistanceClient({ url: baseUrl, token: 'tok-123', timeoutMs: 10_000 });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const report: OutgoingReport = {
  externalFolderNo: '5016494289*01',
  orderNo: 'D-2026/0042-I',
  assistanceProvider: 'AXA_ASSISTANCE',
  nature: 'REMORQUAGE',
  faitGenerateur: 'N3.1.1',
  report: { modifiable: false, interventionReport: null, relivraisonReport: null },
  sentAt: '2026-11-20T10:00:00.000Z',
};

describe('NomadAssistanceClient', () => {
  it('posts the report as JSON to /missions/{orderNo}/report with the bearer token', async () => {
    calls = [];
    answer = { status: 204, body: '' };
    await client.sendReport(report);
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/v1/missions/D-2026%2F0042-I/report',
        authorization: 'Bearer tok-123',
        body: report,
      },
    ]);
  });

  it("turns a refusal into a French error carrying Nomad's reason", async () => {
    answer = { status: 422, body: JSON.stringify({ message: 'Mission inconnue' }) };
    await expect(client.sendReport(report)).rejects.toThrow(
      new AssistanceCompanyError('Nomad a refusé le rapport (HTTP 422) : Mission inconnue'),
    );
    answer = { status: 500, body: '<html>oops</html>' };
    await expect(client.sendReport(report)).rejects.toThrow(
      new AssistanceCompanyError('Nomad a refusé le rapport (HTTP 500)'),
    );
  });

  it('gives up after its timeout, and when nothing listens', async () => {
    answer = { status: 204, body: '', delayMs: 2_000 };
    const message = "Nomad ne répond pas : le rapport n'a pas été transmis à l'assisteur";
    const impatient = new NomadAssistanceClient({ url: baseUrl, token: 'tok-123', timeoutMs: 500 });
    await expect(impatient.sendReport(report)).rejects.toThrow(new AssistanceCompanyError(message));
    const nobody = new NomadAssistanceClient({ url: 'http://127.0.0.1:9/v1', token: 'x', timeoutMs: 500 });
    await expect(nobody.sendReport(report)).rejects.toThrow(new AssistanceCompanyError(message));
  });
});
