import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake answers next: vehicle lines, a Webfleet error code, or nothing at all (a hang). */
export type WebfleetAnswer =
  | { kind: 'objects'; lines: Array<Record<string, unknown>> }
  | { kind: 'error'; errorCode: number; errorMsg: string }
  | { kind: 'hang' };

/**
 * WEBFLEET.connect on loopback for tests: GET /extern, records each call's parameters and
 * answers as the test says, 200 with a JSON body as Webfleet does (even for errors).
 */
export async function startFakeWebfleet(): Promise<{
  url: string;
  calls: URLSearchParams[];
  answer: (next: WebfleetAnswer) => void;
  /** What one action answers, whatever `answer` says (the connectors' polls call several). */
  answerAction: (action: string, next: WebfleetAnswer) => void;
  /** Only these credentials are let in (error 8011 otherwise); none set lets anyone in. */
  requireCredentials: (credentials: { account: string; username: string; password: string }) => void;
  close: () => Promise<void>;
}> {
  const calls: URLSearchParams[] = [];
  let next: WebfleetAnswer = { kind: 'objects', lines: [] };
  const perAction = new Map<string, WebfleetAnswer>();
  let required: { account: string; username: string; password: string } | null = null;
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    calls.push(url.searchParams);
    if (url.pathname !== '/extern') {
      res.writeHead(404).end();
      return;
    }
    const params = url.searchParams;
    const refused =
      required !== null &&
      (params.get('account') !== required.account ||
        params.get('username') !== required.username ||
        params.get('password') !== required.password);
    const answer: WebfleetAnswer = refused
      ? { kind: 'error', errorCode: 8011, errorMsg: 'Identifiants non valides' }
      : (perAction.get(params.get('action') ?? '') ?? next);
    if (answer.kind === 'hang') return; // never answers: the client's timeout decides
    const body =
      answer.kind === 'objects' ? answer.lines : { errorCode: answer.errorCode, errorMsg: answer.errorMsg };
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    answer: (answer) => {
      next = answer;
    },
    answerAction: (action, answer) => {
      perAction.set(action, answer);
    },
    requireCredentials: (credentials) => {
      required = credentials;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
