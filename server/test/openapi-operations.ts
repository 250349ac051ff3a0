import type { FastifyInstance } from 'fastify';

/** The subset of JSON Schema (OpenAPI 3.0 flavour) that zod's transform emits for our contract. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
};

export type Parameter = { name: string; required: boolean; schema: JsonSchema };

export type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI form, `/api/admin/questions/{id}`. */
  path: string;
  auth: 'public' | 'user' | 'admin';
  pathParams: Parameter[];
  query: Parameter[];
  /** The JSON body schema, or null when the route declares none (it still gets hostile bodies). */
  body: JsonSchema | null;
  bodyRequired: boolean;
};

type OpenApiOperation = {
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
};

/**
 * Every operation of the app's own OpenAPI document, joined with the route auth table (the document
 * does not say which actor a route is for). The Swagger UI routes are not part of the API.
 */
export function operationsOf(app: FastifyInstance): Operation[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const authOf = new Map(app.routeAuthTable.map((r) => [`${r.method} ${r.url}`, r.auth]));
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (path.startsWith('/api/docs')) continue;
    for (const [method, op] of Object.entries(methods)) {
      const upper = method.toUpperCase() as Operation['method'];
      const fastifyUrl = path.replace(/\{([^}]+)\}/g, ':$1');
      const auth = authOf.get(`${upper} ${fastifyUrl}`);
      if (!auth) throw new Error(`${upper} ${path} is in the OpenAPI document but not in routeAuthTable`);
      const params = op.parameters ?? [];
      const toParameter = (p: (typeof params)[number]): Parameter => ({
        name: p.name,
        required: p.required ?? p.in === 'path',
        schema: p.schema ?? { type: 'string' },
      });
      operations.push({
        method: upper,
        path,
        auth,
        pathParams: params.filter((p) => p.in === 'path').map(toParameter),
        query: params.filter((p) => p.in === 'query').map(toParameter),
        body: op.requestBody?.content?.['application/json']?.schema ?? null,
        bodyRequired: op.requestBody?.required ?? false,
      });
    }
  }
  return operations;
}
