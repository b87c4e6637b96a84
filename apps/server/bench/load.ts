import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** A new body for each request (instead of `body`). */
  makeBody?: () => string;
  /** A new path for each request (spreads writes over several folders). */
  makePath?: () => string;
}

export interface LoadFigures {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  /** Socket errors, time-outs and non-2xx answers: a clean run has none. */
  failures: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? NaN;

/**
 * Runs autocannon and computes the percentiles from every response time itself:
 * autocannon's own summary has p97.5 but no p95.
 */
export function runLoad(options: LoadOptions): Promise<LoadFigures> {
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.seconds,
        method: options.method ?? 'GET',
        headers: options.headers,
        body: options.body,
        requests:
          options.makeBody || options.makePath
            ? [
                {
                  setupRequest: (request) => ({
                    ...request,
                    ...(options.makeBody ? { body: options.makeBody() } : {}),
                    ...(options.makePath ? { path: options.makePath() } : {}),
                  }),
                },
              ]
            : undefined,
      },
      (error, result) => {
        if (error) return reject(error);
        latencies.sort((a, b) => a - b);
        resolve({
          requestsPerSecond: result.requests.total / result.duration,
          p50: percentile(latencies, 0.5),
          p95: percentile(latencies, 0.95),
          p99: percentile(latencies, 0.99),
          requests: result.requests.total,
          failures: result.errors + result.timeouts + result.non2xx,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
}

export const formatFigures = (f: LoadFigures) =>
  [
    `${f.requestsPerSecond.toFixed(f.requestsPerSecond < 100 ? 1 : 0).padStart(7)} req/s`,
    `p50 ${f.p50.toFixed(1).padStart(7)} ms`,
    `p95 ${f.p95.toFixed(1).padStart(7)} ms`,
    `p99 ${f.p99.toFixed(1).padStart(7)} ms`,
    f.failures ? `(${f.failures} FAILED of ${f.requests})` : `(${f.requests} requests)`,
  ].join('  ');
