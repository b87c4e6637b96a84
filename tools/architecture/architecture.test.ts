// The house's rules measured on the real tree. Debts accepted until the layering refactor ends are listed in
// known-debts.json: a new debt fails, and so does a listed debt that is gone (remove it, so the list only shrinks).
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { houseState } from './house-state.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const known = JSON.parse(readFileSync(path.join(root, 'tools/architecture/known-debts.json'), 'utf8'));
const state = houseState(root);

describe.each(Object.keys(known))('%s', (key) => {
  it('holds no debt beyond the known ones', () => {
    expect(state[key].filter((debt: string) => !known[key].includes(debt))).toEqual([]);
  });
  it('lists no debt that was paid (remove it from known-debts.json)', () => {
    expect(known[key].filter((debt: string) => !state[key].includes(debt))).toEqual([]);
  });
});

describe('on a planted violation', () => {
  const write = (tree: string, file: string, text: string) => {
    mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    writeFileSync(path.join(tree, file), text);
  };
  const planted = mkdtempSync(path.join(tmpdir(), 'plateau-house-'));
  write(
    planted,
    'apps/server/src/lib/clock.ts',
    "import { list } from '../modules/folders/folders.service.ts';\n",
  );
  write(
    planted,
    'apps/server/src/modules/folders/folders.service.ts',
    "import '../missions/missions.service.ts';\n",
  );
  write(
    planted,
    'apps/server/src/modules/missions/missions.service.ts',
    "import '../folders/folders.service.ts';\n",
  );
  write(planted, 'packages/contracts/src/a.ts', "export * from './b.ts';\n");
  write(planted, 'packages/contracts/src/b.ts', "import './a.ts';\n");
  write(planted, 'apps/web/src/features/x/long.tsx', 'export {};\n'.repeat(251));
  const found = houseState(planted);

  it('finds the arrow from a lower floor to a higher one', () => {
    expect(found.serverBackArrows).toEqual(['lib -> modules/folders']);
  });
  it('finds the circle between two modules, and the one between two files', () => {
    expect(found.serverFolderCircles).toEqual(['modules/folders modules/missions']);
    expect(found.fileCircles).toContain('contracts: a.ts b.ts');
  });
  it('finds the file over 250 lines', () => {
    expect(found.longFiles).toEqual(['apps/web/src/features/x/long.tsx']);
  });
});
