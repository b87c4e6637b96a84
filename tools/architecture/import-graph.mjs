// The import graph of the product code, read from the source text (no TypeScript program: it runs in a
// second on the whole tree). Used by the architecture test and by `node tools/architecture/report.mjs`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];

/** Every .ts/.tsx/.js/.mjs file under `root`, test files included unless `withTests` is false. */
export function sourceFiles(root, { withTests = true } = {}) {
  const files = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      if (name === 'node_modules' || name === 'dist' || name === 'migrations') continue;
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.(ts|tsx|js|mjs)$/.test(name) && !name.endsWith('.d.ts')) {
        if (withTests || !isTestFile(full)) files.push(full);
      }
    }
  };
  walk(root);
  return files.sort();
}

export function isTestFile(file) {
  return /\.test\.tsx?$|[/\\]test[/\\]/.test(file);
}

function resolveImport(file, specifier, aliases) {
  let base;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(file), specifier);
  else {
    const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix));
    if (!alias) return null;
    base = path.join(aliases[alias], specifier.slice(alias.length));
  }
  for (const extension of EXTENSIONS) {
    const candidate = base.replace(/\.js$/, '') + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
    if (existsSync(base + extension) && statSync(base + extension).isFile()) return base + extension;
  }
  return null;
}

/** Map file → files it imports (only files inside the same tree; packages are left out). */
export function fileGraph(root, { aliases = {}, withTests = false } = {}) {
  const graph = new Map();
  for (const file of sourceFiles(root, { withTests })) {
    const targets = new Set();
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? match[3];
      const target = resolveImport(file, specifier, aliases);
      if (target && target.startsWith(root) && target !== file && (withTests || !isTestFile(target)))
        targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** The graph of units: `unitOf(file)` names a file's unit; arrows inside one unit are dropped. */
export function unitGraph(graph, unitOf) {
  const units = new Map();
  for (const [file, targets] of graph) {
    const from = unitOf(file);
    if (!units.has(from)) units.set(from, new Map());
    for (const target of targets) {
      const to = unitOf(target);
      if (to === from) continue;
      const edges = units.get(from);
      if (!edges.has(to)) edges.set(to, []);
      edges.get(to).push([file, target]);
    }
  }
  return units;
}

/** Strongly connected components of more than one node (Tarjan), largest first: each is a circle. */
export function circles(graph) {
  let index = 0;
  const indices = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const neighbours = (node) => [...(graph.get(node)?.keys?.() ?? graph.get(node) ?? [])];
  const visit = (node) => {
    indices.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of neighbours(node)) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), indices.get(next)));
    }
    if (low.get(node) === indices.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return found.sort((a, b) => b.length - a.length);
}
