/** The API's routes as the OpenAPI document describes them (what the fuzz and tenancy suites walk). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

export interface RouteInfo {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path with `{param}` placeholders, e.g. /api/v1/b2b/employees/archive/{id}. */
  path: string;
  pathParams: string[];
  query: { name: string; required: boolean; schema: JsonSchema }[];
  body: JsonSchema | null;
}

interface OpenApiDoc {
  paths: Record<string, Record<string, {
    parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
    requestBody?: { content?: Record<string, { schema: JsonSchema }> };
  }>>;
}

export function routesOf(doc: unknown): RouteInfo[] {
  const routes: RouteInfo[] = [];
  for (const [path, methods] of Object.entries((doc as OpenApiDoc).paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      routes.push({
        method: method.toUpperCase() as RouteInfo['method'],
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters.filter((p) => p.in === 'query').map((p) => ({ name: p.name, required: !!p.required, schema: p.schema })),
        body: operation.requestBody?.content?.['application/json']?.schema ?? null,
      });
    }
  }
  return routes;
}

/** Substitutes path parameters. */
export const fillPath = (route: RouteInfo, values: Record<string, string | number>) =>
  route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name] ?? '1')));
