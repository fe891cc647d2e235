// chairside/no-import-cycle: no module may import (value, type or dynamic) something that imports it back.
// import-x/no-cycle skips `import type`, which would let app.ts ↔ routes.ts and the like through.
// Resolution uses the file's `import-x/resolver-next` setting, so aliases resolve as for the import walls.
import path from 'node:path';
import { pathBack, resolveLocal } from './module-graph.js';

function sourcesOf(node) {
  return node.source && node.source.type === 'Literal' && typeof node.source.value === 'string' ? [node.source] : [];
}

export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles between the repository’s own modules, type-only imports included.' },
    schema: [],
    messages: { cycle: 'Import cycle: {{route}}. Move what both sides need into a module of its own.' },
  },
  create(context) {
    const file = context.physicalFilename;
    const [resolver] = context.settings['import-x/resolver-next'] ?? [];
    if (!resolver || !path.isAbsolute(file)) return {};
    const cwd = context.cwd;
    const check = (node) => {
      for (const source of sourcesOf(node)) {
        const target = resolveLocal(resolver, source.value, file);
        if (!target || target === file) continue;
        const route = pathBack(resolver, target, file);
        if (!route) continue;
        const shown = [file, ...route].map((entry) => path.relative(cwd, entry)).join(' → ');
        context.report({ node: source, messageId: 'cycle', data: { route: shown } });
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
