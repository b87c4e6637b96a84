import type { PGlite } from '@electric-sql/pglite';

/**
 * pg-boss talks to its database through `executeSql(text, values)`. PGlite's `query` takes one
 * statement with parameters; pg-boss's migrations and maintenance are scripts of several
 * statements without parameters, which only `exec` runs. So: parameters → `query`, none → `exec`,
 * answering the last statement's rows (the scripts' callers read none).
 */
export function pgBossExecutorOn(client: PGlite) {
  return {
    async executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}
