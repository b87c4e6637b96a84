// One rule for the architecture's arrows, written as a pattern rather than one zone per feature:
//  - a web feature (apps/web/src/features/<name>) never imports another feature;
//  - packages/contracts imports nothing of the apps.
import path from 'node:path';

const FEATURE = /apps\/web\/src\/features\/([^/]+)\//;
const CONTRACTS = /packages\/contracts\//;

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
