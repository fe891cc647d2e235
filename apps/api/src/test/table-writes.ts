import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// Finds, in the source text, every write to a table: Drizzle `.insert(t)`, `.update(t)`, `.delete(t)` with
// `t` imported from db/schema (named or `* as schema`), and raw SQL `insert into t`, `update t`,
// `delete from t` in strings and sql`…` templates (the name written out, or a table interpolated after the verb).

export interface TableWrite {
  file: string;
  line: number;
  table: string;
  how: string;
}

/** The tables declared in db/schema: export name → SQL name, and the schema file (without .ts) declaring each. */
export interface TableCatalog {
  byExport: Map<string, string>;
  schemaFileOf: Map<string, string>;
}

export function readTableCatalog(schemaDir: string): TableCatalog {
  const byExport = new Map<string, string>();
  const schemaFileOf = new Map<string, string>();
  for (const name of fs.readdirSync(schemaDir).filter((file) => file.endsWith('.ts'))) {
    const source = fs.readFileSync(path.join(schemaDir, name), 'utf8');
    for (const [, exported, table] of source.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)) {
      byExport.set(exported!, table!);
      schemaFileOf.set(table!, name.replace(/\.ts$/, ''));
    }
  }
  return { byExport, schemaFileOf };
}

const DRIZZLE_WRITES = new Set(['insert', 'update', 'delete']);
const SQL_WRITE = /\b(insert\s+into|update|delete\s+from)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi;
const SQL_VERB_AT_END = /\b(insert\s+into|update|delete\s+from)\s+(?:only\s+)?$/i;

/** Every table write in `source`, read as the file at `file` (an absolute path below apps/api/src). */
export function writesIn(file: string, source: string, catalog: TableCatalog, schemaDir: string): TableWrite[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const tableNames = new Set(catalog.byExport.values());
  const named = new Map<string, string>();
  const namespaces = new Set<string>();
  const writes: TableWrite[] = [];
  const add = (node: ts.Node, table: string, how: string) =>
    writes.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, table, how: how.replace(/\s+/g, ' ').toLowerCase() });
  const tableOf = (node: ts.Node | undefined): string | undefined => {
    if (!node) return undefined;
    if (ts.isIdentifier(node)) return named.get(node.text);
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && namespaces.has(node.expression.text)) {
      return catalog.byExport.get(node.name.text);
    }
    return undefined;
  };
  const scanText = (node: ts.Node, text: string, next?: ts.Expression) => {
    for (const [, verb, name] of text.matchAll(SQL_WRITE)) if (tableNames.has(name!.toLowerCase())) add(node, name!.toLowerCase(), verb!);
    const verb = SQL_VERB_AT_END.exec(text)?.[1];
    const table = verb && tableOf(next);
    if (verb && table) add(node, table, verb);
  };

  for (const statement of sf.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const target = path.resolve(path.dirname(file), statement.moduleSpecifier.text);
    if (target !== schemaDir && !target.startsWith(schemaDir + path.sep)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) namespaces.add(bindings.name.text);
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) {
        const table = catalog.byExport.get((element.propertyName ?? element.name).text);
        if (table) named.set(element.name.text, table);
      }
    }
  }

  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && DRIZZLE_WRITES.has(node.expression.name.text)) {
      const table = tableOf(node.arguments[0]);
      if (table) add(node, table, node.expression.name.text);
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      scanText(node, node.text);
    } else if (ts.isTemplateExpression(node)) {
      scanText(node, node.head.text, node.templateSpans[0]?.expression);
      node.templateSpans.forEach((span, i) => scanText(node, span.literal.text, node.templateSpans[i + 1]?.expression));
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return writes;
}
