// One rule for the architecture's arrows, written as a pattern rather than one zone per feature:
//  - a web feature (apps/web/src/features/<name>) never imports another feature;
//  - packages/contracts imports nothing of the apps;
//  - a server file never imports a higher floor (tools/architecture/server-floors.mjs);
//  - a server module uses another module only through its public file, modules/<name>/index.ts.
import path from 'node:path';
import { floorRank, serverUnit } from '../architecture/server-floors.mjs';

const FEATURE = /apps\/web\/src\/features\/([^/]+)\//;
const CONTRACTS = /packages\/contracts\//;
const SERVER_SRC = /^(.*\/apps\/server\/src)\//;
const MODULE_FILE = /\/apps\/server\/src\/modules\/([^/]+)\/(.+)$/;

function serverChecks(filename, target) {
  const root = SERVER_SRC.exec(filename)?.[1];
  if (!root || !target.startsWith(root + '/') || /\.test\.tsx?$|\/src\/test\//.test(filename)) return [];
  const file = target.replace(/\/$/, '');
  const [from, to] = [serverUnit(root, filename), serverUnit(root, file)];
  const problems = [];
  if (from !== to && floorRank(to) > floorRank(from)) problems.push(['serverUpward', { from, to }]);
  const [, targetModule, inside] = MODULE_FILE.exec(file) ?? [];
  const ownModule = MODULE_FILE.exec(filename)?.[1];
  if (targetModule && targetModule !== ownModule && !/^index\.ts$/.test(inside))
    problems.push(['modulePrivate', { to: targetModule, file: inside }]);
  return problems;
}

function resolveTarget(filename, source) {
  if (source.startsWith('.')) return path.resolve(path.dirname(filename), source).replaceAll('\\', '/') + '/';
  return source;
}

export const boundaries = {
  meta: {
    type: 'problem',
    messages: {
      crossFeature:
        "The feature '{{from}}' imports the feature '{{to}}': move the shared part to components/ or lib/.",
      contractsOutward: 'packages/contracts imports nothing of the apps ({{source}}).',
      serverUpward:
        "'{{from}}' imports '{{to}}', a higher floor: move the shared part down (lib, db) or invert the call.",
      modulePrivate:
        "The module '{{to}}' is used through its private file '{{file}}': import modules/{{to}}/index.ts, its public file.",
    },
    schema: [],
  },
  create(context) {
    const filename = context.filename.replaceAll('\\', '/');
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const target = resolveTarget(filename, source);
      const from = FEATURE.exec(filename)?.[1];
      const to = FEATURE.exec(target)?.[1] ?? /^@\/features\/([^/]+)/.exec(source)?.[1];
      if (from && to && from !== to) context.report({ node, messageId: 'crossFeature', data: { from, to } });
      if (CONTRACTS.test(filename) && (/apps\//.test(target) || /^@plateau\/(server|web)/.test(source))) {
        context.report({ node, messageId: 'contractsOutward', data: { source } });
      }
      for (const [messageId, data] of serverChecks(filename, target))
        context.report({ node, messageId, data });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { boundaries } };
