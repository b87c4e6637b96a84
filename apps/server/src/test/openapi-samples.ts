import type { App } from '../app.ts';

/**
 * Requests made from the API's own OpenAPI document (generated from the contracts' zod schemas),
 * for the attacker's pass (modules/hostile-input.test.ts): every body a route accepts, written at
 * the edges its schema allows, so that what the contract lets through reaches the database.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

export interface Operation {
  method: string;
  /** The route's pattern as Fastify spells it (`/api/folders/:id`). */
  url: string;
  pathParams: string[];
  query: Record<string, JsonSchema>;
  /** The JSON body's schema, when the route takes one. */
  body?: JsonSchema;
  /** The body's media type: application/json, text/plain… */
  bodyType?: string;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>;
        requestBody?: { content: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}

/** Every operation of the API's OpenAPI document. */
export async function apiOperations(app: App): Promise<Operation[]> {
  const response = await app.inject({ url: '/api/docs/json' });
  const document = response.json<OpenApiDocument>();
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const [bodyType, content] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      return {
        method: method.toUpperCase(),
        url: path.replace(/\{([^}]+)\}/g, ':$1'),
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: Object.fromEntries(
          parameters.filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}]),
        ),
        body: content?.schema,
        bodyType,
      };
    }),
  );
}

/** Which edge of each field a sample takes: the most or the least allowed, or just past the most. */
export type Edge = 'max' | 'min' | 'beyond';

const typeOf = (schema: JsonSchema): string | undefined => {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type) return type;
  if (schema.properties) return 'object';
  if (schema.items) return 'array';
  return undefined;
};

const LATEST = { 'date-time': '2999-12-31T23:59:59.999Z', date: '2999-12-31', time: '23:59:59' } as const;
const EARLIEST = { 'date-time': '1900-01-01T00:00:00.000Z', date: '1900-01-01', time: '00:00:00' } as const;

/** A number at the edge the schema allows; past 2^31 or 10^20 when it sets none. */
function numberAt(schema: JsonSchema, edge: Edge, integer: boolean): number {
  if (edge === 'beyond') {
    const most = schema.maximum ?? schema.exclusiveMaximum;
    // An id's bound is 2^31 - 1: one past it is 2^31, the « numeric field overflow » of a column.
    if (most === undefined) return integer ? 2 ** 31 : 1e20;
    return integer ? most + 1 : most * 10 + 1;
  }
  if (edge === 'max') {
    if (schema.maximum !== undefined) return schema.maximum;
    if (schema.exclusiveMaximum !== undefined) return schema.exclusiveMaximum - (integer ? 1 : 0.01);
    return integer ? 2 ** 31 : 1e20;
  }
  if (schema.minimum !== undefined) return schema.minimum;
  if (schema.exclusiveMinimum !== undefined) return schema.exclusiveMinimum + (integer ? 1 : 0.01);
  return integer ? -(2 ** 31) - 1 : -1e20;
}

/** What a field named so must hold, when its schema cannot say it (a refinement): the edge's value. */
export type FieldHint = (key: string, edge: Edge) => unknown;
/** A hint's answer: leave the field out (a field the server refuses to be sent at all). */
export const OMIT = Symbol('omit');

export interface SampleOptions {
  /** The text strings are made of ('x'; 'a\u0000b' for the NUL pass). */
  text?: string;
  /** Most items of an array, whatever its maxItems. */
  maxItems?: number;
  hint?: FieldHint;
}

/**
 * A value of the schema with every field present, each at the chosen edge: the longest text, the
 * largest number, the most items (up to `maxItems`), or the least of each. What JSON Schema cannot
 * say (a phone number's shape) comes from the hint by the field's name; what it still gets wrong
 * is a 400, which the caller allows. A field of no type at all (`{}`) is left out.
 */
export function sampleOf(schema: JsonSchema, edge: Edge, options: SampleOptions = {}, key = ''): unknown {
  const { text = 'x', maxItems = 200, hint } = options;
  // Hints name scalar fields: an array of phone numbers passes its name to its items.
  const scalar = !['object', 'array', 'boolean'].includes(typeOf(schema) ?? '');
  const hinted = key && hint && scalar ? hint(key, edge) : undefined;
  if (hinted !== undefined) return hinted;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum.find((value) => value !== null) ?? null;
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) {
    // A number when the field takes one: amounts and rates written either way.
    const option =
      choice.find((o) => typeOf(o) === 'number') ?? choice.find((o) => typeOf(o) !== 'null') ?? choice[0]!;
    return sampleOf(option, edge, options, key);
  }
  if (schema.allOf) return sampleOf(Object.assign({}, ...schema.allOf) as JsonSchema, edge, options, key);
  switch (typeOf(schema)) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .map(([name, field]) => [name, sampleOf(field, edge, options, name)] as const)
          .filter(([, value]) => value !== OMIT),
      );
    case 'array': {
      const most = Math.min(schema.maxItems ?? 3, maxItems);
      const length = edge === 'min' ? (schema.minItems ?? 0) : edge === 'beyond' ? most + 1 : most;
      return Array.from({ length: Math.max(length, edge === 'min' ? 0 : 1) }, () =>
        sampleOf(schema.items ?? {}, edge, options, key),
      );
    }
    case 'integer':
      return numberAt(schema, edge, true);
    case 'number':
      return numberAt(schema, edge, false);
    case 'boolean':
      return edge !== 'min';
    case 'string': {
      const format = schema.format as keyof typeof LATEST | undefined;
      if (format && format in LATEST) return (edge === 'min' ? EARLIEST : LATEST)[format];
      if (schema.format === 'email') return 'atelier@exemple.fr';
      if (edge === 'min') return text.repeat(Math.max(schema.minLength ?? 0, 1)).slice(0, schema.maxLength);
      const length = Math.min(schema.maxLength ?? 100_000, 100_000) + (edge === 'beyond' ? 1 : 0);
      return text.repeat(Math.ceil(length / text.length)).slice(0, length);
    }
    default:
      return OMIT;
  }
}
