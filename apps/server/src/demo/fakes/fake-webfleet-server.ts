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
  /** A driver writes from the terminal: showMessages lists it (msg_dir 'in') from its time on. */
  driverWrites: (message: { objectNo: string; text: string; at: Date }) => void;
  /** The driver moves an order on the terminal: showOrderReportExtern lists the new state. */
  reportOrderState: (order: { orderNo: string; objectNo: string; state: number; at: Date }) => void;
}> {
  const calls: URLSearchParams[] = [];
  let next: WebfleetAnswer = { kind: 'objects', lines: [] };
  const perAction = new Map<string, WebfleetAnswer>();
  let required: { account: string; username: string; password: string } | null = null;
  const messageLines: Array<Record<string, unknown>> = [];
  const orderLines: Array<Record<string, unknown>> = [];
  /** The lines of a store inside the call's range (rangefrom_string, rangeto_string). */
  const inRange = (store: Array<Record<string, unknown>>, field: string, params: URLSearchParams) => {
    const from = Date.parse(params.get('rangefrom_string') ?? '') || -Infinity;
    const to = Date.parse(params.get('rangeto_string') ?? '') || Infinity;
    return store.filter((line) => {
      const at = Date.parse(String(line[field]));
      return at >= from && at <= to;
    });
  };
  const stores: Record<string, (params: URLSearchParams) => Array<Record<string, unknown>>> = {
    showMessages: (params) => inRange(messageLines, 'msg_time', params),
    showOrderReportExtern: (params) => inRange(orderLines, 'orderstate_time', params),
  };
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
    const action = params.get('action') ?? '';
    const stored = stores[action];
    const answer: WebfleetAnswer = refused
      ? { kind: 'error', errorCode: 8011, errorMsg: 'Identifiants non valides' }
      : (perAction.get(action) ??
        // An error or a hang the test asked for applies to every action.
        (stored && next.kind === 'objects' ? { kind: 'objects', lines: stored(params) } : next));
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
    driverWrites: ({ objectNo, text, at }) => {
      messageLines.push({
        msg_id: String(messageLines.length + 1),
        objectno: objectNo,
        msg_time: at.toISOString(),
        msg_text: text,
        msg_class: 0,
        msg_dir: 'in',
      });
    },
    reportOrderState: ({ orderNo, objectNo, state, at }) => {
      orderLines.push({
        orderno: orderNo,
        objectno: objectNo,
        orderstate: state,
        orderstate_time: at.toISOString(),
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
