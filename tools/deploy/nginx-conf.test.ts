import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const conf = readFileSync(new URL('../../deploy/nginx.conf', import.meta.url), 'utf8');
/** Variables that hold the query string, where the live updates' address carries the access token. */
const QUERY_VARIABLES = /\$(request|request_uri|args|query_string|arg_\w+|is_args)\b/;

/** A log_format's text: its quoted parts, up to the semicolon that ends the directive. */
function formatText(name: string): string {
  const found = new RegExp(`log_format\\s+${name}\\s+([^;]*);`).exec(conf);
  if (!found) throw new Error(`deploy/nginx.conf has no log_format ${name}`);
  return found[1]!;
}

describe('deploy/nginx.conf', () => {
  it('logs every request without its query string (no access_token in the logs)', () => {
    const accessLogs = [...conf.matchAll(/^\s*access_log\s+([^;]*);/gm)].map((m) =>
      m[1]!.trim().split(/\s+/),
    );
    expect(accessLogs.length).toBeGreaterThan(0);
    for (const [path, format] of accessLogs) {
      if (path === 'off') continue;
      expect(format, `access_log ${path} names a format`).toBeDefined();
      const text = formatText(format!);
      expect(text).toContain('$uri');
      expect(text).not.toMatch(QUERY_VARIABLES);
    }
  });
});
