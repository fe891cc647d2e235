// The repository's own import graph, read from disk for the import-cycle rule: every import counts,
// `import type` and `import()` included, because a cycle of types is still two modules that cannot be
// understood (or moved) apart. Packages in node_modules are leaves; a workspace package resolves to its source.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** One cache per resolver: file → { mtimeMs, deps }. */
const caches = new WeakMap();

/** The file a specifier points to, or null for a built-in, a package in node_modules, or an unresolved one. */
export function resolveLocal(resolver, specifier, fromFile) {
  const resolved = resolver.resolve(specifier, fromFile);
  if (!resolved.found || !resolved.path) return null;
  return resolved.path.split(path.sep).includes('node_modules') ? null : resolved.path;
}

/** The local files `file` imports (as found on disk now). */
export function dependenciesOf(resolver, file) {
  let cache = caches.get(resolver);
  if (!cache) caches.set(resolver, (cache = new Map()));
  let stat;
  try {
    stat = fs.statSync(file);
  } catch {
    return [];
  }
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === stat.mtimeMs) return hit.deps;
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
  const deps = [...new Set(importedFiles.map((entry) => resolveLocal(resolver, entry.fileName, file)).filter(Boolean))];
  cache.set(file, { mtimeMs: stat.mtimeMs, deps });
  return deps;
}

/** The shortest import path from `start` back to `target` (both included), or null when there is none. */
export function pathBack(resolver, start, target) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const file = queue.shift();
    for (const dep of dependenciesOf(resolver, file)) {
      if (dep === target) {
        const route = [target];
        for (let at = file; at !== null; at = cameFrom.get(at)) route.unshift(at);
        return route;
      }
      if (!cameFrom.has(dep)) {
        cameFrom.set(dep, file);
        queue.push(dep);
      }
    }
  }
  return null;
}
