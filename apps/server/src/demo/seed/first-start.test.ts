import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isNewEmbeddedDatabase } from './first-start.ts';

describe('isNewEmbeddedDatabase', () => {
  it('is new when initdb has not made the data directory, and not once it has', () => {
    const dir = mkdtempSync(join(tmpdir(), 'plateau-first-start-'));
    expect(isNewEmbeddedDatabase(join(dir, 'missing'))).toBe(true);
    expect(isNewEmbeddedDatabase(dir)).toBe(true);
    writeFileSync(join(dir, 'PG_VERSION'), '17\n');
    expect(isNewEmbeddedDatabase(dir)).toBe(false);
  });

  it('never prepares an in-memory database in another process (it could not share it)', () => {
    expect(isNewEmbeddedDatabase('memory://')).toBe(false);
  });
});
