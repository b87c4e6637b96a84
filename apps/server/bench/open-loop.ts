import { Agent, request as httpRequest } from 'node:http';

export interface PlannedRequest {
  label: string;
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  body?: unknown;
  headers: Record<string, string>;
  /** Told the answer of a successful request (a write whose result a later request uses). */
  onSuccess?: (body: string) => void;
}

export interface OpenLoopFigures {
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  maxInFlight: number;
  /** Per label: count, p95 and errors, to see which kind of request is slow. */
  byLabel: Map<string, { count: number; p95: number; errors: number }>;
  firstErrors: string[];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? NaN;

/**
 * An open-loop load: `rate` requests a second for `seconds`, each sent at its planned time whatever
 * the server's answers (a closed loop like autocannon slows down with the server and hides its
 * queue). Each latency counts from the planned time, so time spent queued in the client counts too.
 */
export async function runOpenLoop(
  baseUrl: string,
  rate: number,
  seconds: number,
  next: (index: number) => PlannedRequest,
): Promise<OpenLoopFigures> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1024 });
  const url = new URL(baseUrl);
  const latencies: number[] = [];
  const labels = new Map<string, number[]>();
  const labelErrors = new Map<string, number>();
  const firstErrors: string[] = [];
  let errors = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  const total = Math.round(rate * seconds);
  const start = performance.now();
  const pending: Promise<void>[] = [];
  const fail = (label: string, why: string) => {
    errors++;
    labelErrors.set(label, (labelErrors.get(label) ?? 0) + 1);
    if (firstErrors.length < 5) firstErrors.push(`${label}: ${why}`);
  };
  const send = (index: number, planned: number) =>
    new Promise<void>((resolve) => {
      const plan = next(index);
      const payload = plan.body === undefined ? undefined : JSON.stringify(plan.body);
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      const done = (ok: boolean, why = '') => {
        inFlight--;
        const ms = performance.now() - planned;
        latencies.push(ms);
        if (!labels.has(plan.label)) labels.set(plan.label, []);
        labels.get(plan.label)!.push(ms);
        if (!ok) fail(plan.label, why);
        resolve();
      };
      const req = httpRequest(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method: plan.method,
          path: plan.path,
          headers: {
            ...plan.headers,
            ...(payload
              ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
              : {}),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const status = response.statusCode ?? 0;
            const body = Buffer.concat(chunks).toString();
            if (status < 400) plan.onSuccess?.(body);
            done(status < 400, `${status} ${body.slice(0, 200)}`);
          });
        },
      );
      req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
      req.on('error', (error) => done(false, error.message));
      req.end(payload);
    });
  for (let index = 0; index < total; index++) {
    const planned = start + (index * 1000) / rate;
    const wait = planned - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(send(index, planned));
  }
  await Promise.all(pending);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const byLabel = new Map<string, { count: number; p95: number; errors: number }>();
  for (const [label, values] of labels) {
    values.sort((a, b) => a - b);
    byLabel.set(label, {
      count: values.length,
      p95: percentile(values, 0.95),
      errors: labelErrors.get(label) ?? 0,
    });
  }
  return {
    requests: latencies.length,
    errors,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1) ?? NaN,
    maxInFlight,
    byLabel,
    firstErrors,
  };
}

/** The resident memory of process `pid` (Linux /proc), in bytes. */
export async function rssOf(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

export const mb = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MB`;
