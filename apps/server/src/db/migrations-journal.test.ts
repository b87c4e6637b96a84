import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from './migrate.ts';

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

const folder = migrationsFolder();
const journal = JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8')) as {
  entries: JournalEntry[];
};

describe('the migrations journal', () => {
  it('dates each migration after the previous one: Drizzle applies only those dated after the last applied', () => {
    const dates = journal.entries.map((entry) => entry.when);
    for (let i = 1; i < dates.length; i++)
      expect(dates[i]!, journal.entries[i]!.tag).toBeGreaterThan(dates[i - 1]!);
  });

  it('lists every SQL file once, in file order, and each listed file exists', () => {
    const files = readdirSync(folder)
      .filter((name) => name.endsWith('.sql'))
      .map((name) => name.replace(/\.sql$/, ''))
      .sort();
    expect(journal.entries.map((entry) => entry.tag)).toEqual(files);
    for (const entry of journal.entries) expect(existsSync(join(folder, `${entry.tag}.sql`))).toBe(true);
    expect(journal.entries.map((entry) => entry.idx)).toEqual(files.map((name) => Number(name.slice(0, 4))));
  });
});
