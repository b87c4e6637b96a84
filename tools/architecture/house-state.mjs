// What the architecture rules measure on the tree: the server's back arrows and folder circles, file circles in
// every package, product files over 250 lines. `node tools/architecture/house-state.mjs` prints it as JSON; the
// architecture test compares it with `known-debts.json`, the debts accepted until the layering refactor ends.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { circles, fileGraph, sourceFiles, unitGraph } from './import-graph.mjs';
import { floorRank, serverUnit } from './server-floors.mjs';

export const MAX_LINES = 250;
const PRODUCT_FOLDERS = ['packages/contracts/src', 'apps/server/src', 'apps/server/bench', 'apps/web/src'];

export function houseState(root) {
  const src = path.join(root, 'apps/server/src');
  const units = unitGraph(fileGraph(src), (file) => serverUnit(src, file));
  const backArrows = [];
  for (const [from, edges] of units)
    for (const to of edges.keys()) if (floorRank(to) > floorRank(from)) backArrows.push(`${from} -> ${to}`);
  const trees = {
    contracts: [path.join(root, 'packages/contracts/src'), {}],
    server: [src, {}],
    web: [path.join(root, 'apps/web/src'), { '@/': path.join(root, 'apps/web/src/') }],
  };
  const fileCircles = [];
  for (const [name, [dir, aliases]] of Object.entries(trees).filter(([, [dir]]) => existsSync(dir)))
    for (const circle of circles(fileGraph(dir, { aliases })))
      fileCircles.push(`${name}: ${circle.map((file) => path.relative(dir, file)).join(' ')}`);
  const longFiles = [];
  for (const folder of PRODUCT_FOLDERS.filter((name) => existsSync(path.join(root, name))))
    for (const file of sourceFiles(path.join(root, folder), { withTests: false })) {
      const lines = readFileSync(file, 'utf8').split('\n').length - 1;
      if (lines > MAX_LINES) longFiles.push(path.relative(root, file));
    }
  return {
    serverBackArrows: backArrows.sort(),
    serverFolderCircles: circles(units).map((circle) => circle.join(' ')),
    fileCircles,
    longFiles: longFiles.sort(),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  console.log(JSON.stringify(houseState(root), null, 2));
}
