// The server's floors, lowest first. A file may import its own floor or a lower one, never a higher one.
// `demo` (seed, fakes, simulator, browser-test routes) stands above the app it fills and drives, and
// `main.ts` above all: it composes the app with the demo when the configuration needs it.
import path from 'node:path';

export const FLOORS = [
  'config',
  'lib',
  'db',
  'events',
  'adapters',
  'modules',
  'plugins',
  'app',
  'demo',
  'main',
];
const FLOOR_OF_TOP = {
  'config.ts': 'config',
  lib: 'lib',
  db: 'db',
  events: 'events',
  adapters: 'adapters',
  modules: 'modules',
  plugins: 'plugins',
  'app.ts': 'app',
  demo: 'demo',
  'main.ts': 'main',
};
// config and lib are one floor (the bottom); the others each have their own.
const RANK = {
  config: 0,
  lib: 0,
  db: 1,
  events: 2,
  adapters: 3,
  modules: 4,
  plugins: 5,
  app: 6,
  demo: 7,
  main: 8,
};

/** The unit of a server file: `lib`, `db`, `adapters/sms`, `modules/folders`, `app`, `demo`, `main`… */
export function serverUnit(srcRoot, file) {
  const parts = path.relative(srcRoot, file).split(path.sep);
  const [top, second] = parts;
  if ((top === 'adapters' || top === 'modules') && parts.length > 2) return `${top}/${second}`;
  if (top === 'modules' && second === 'index.ts') return 'modules/index';
  if (top === 'adapters' || top === 'modules') return `${top}/${second.replace(/\.tsx?$/, '')}`;
  if (top === 'app.ts') return 'app';
  if (top === 'main.ts') return 'main';
  return top.replace(/\.tsx?$/, '');
}

/** The floor's rank of a unit (the route registry `modules/index` sits with the app). */
export function floorRank(unit) {
  if (unit === 'modules/index') return RANK.app;
  const top = unit.split('/')[0];
  return RANK[FLOOR_OF_TOP[top] ?? FLOOR_OF_TOP[`${top}.ts`] ?? top] ?? RANK.app;
}
