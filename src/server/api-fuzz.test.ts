/**
 * Fuzzes every operation of the OpenAPI document (GET /api/docs) with generated requests:
 * schema-shaped values mixed with hostile ones (lone surrogates, NUL, deep nesting, huge
 * numbers, traversal, wrong types, malformed JSON, missing or foreign anti-forgery). Every
 * answer must be below 500; a success must match the schema the document declares for it,
 * and a refusal must be the errors payload. The seed is printed: replay a failure with
 * FUZZ_SEED=<seed> (FUZZ_RUNS sets the number of requests, 10,000 by default).
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorsPayloadSchema } from '../domain/contracts/api-envelope';
import type { App } from './app';
import type { DatabaseHandle } from './db/database';
import { createTestDatabase } from './db/test-db';
import { csrfToken, testApp } from './test-support';

const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

type JsonSchema = Record<string, unknown>;

interface Operation {
  method: 'GET' | 'POST';
  /** OpenAPI path, e.g. /api/configurator/build/{id} */
  path: string;
  query: { name: string; schema: JsonSchema }[];
  pathParams: string[];
  body: JsonSchema | null;
  response: z.ZodType | null;
}

interface FuzzRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

function operationsOf(doc: { paths: Record<string, Record<string, OpenApiOperation>> }) {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const parameters = op.parameters ?? [];
      const response = op.responses?.['200']?.content?.['application/json']?.schema;
      operations.push({
        method: method.toUpperCase() as 'GET' | 'POST',
        path,
        query: parameters.filter((p) => p.in === 'query'),
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        body: op.requestBody?.content?.['application/json']?.schema ?? null,
        response: response ? z.fromJSONSchema(response) : null,
      });
    }
  }
  return operations;
}

/** Strings a hostile client sends. */
const HOSTILE_STRINGS = [
  '\ud800',
  '\udc00\udc00',
  'a\u0000b',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '__proto__',
  'constructor',
  '-1',
  '0',
  '1e309',
  'NaN',
  '9007199254740993',
  '',
  ' ',
  '🙂'.repeat(50),
  'x'.repeat(20_000),
];

/** Ill-formed UTF-16 and NUL: what databases refuse or mangle. */
const ILL_FORMED = ['\ud800', '\udc00\udc00', 'x\udbff', 'a\u0000b'];

const hostileString = fc.oneof(
  fc.constantFrom(...ILL_FORMED),
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** A JSON text nested `depth` levels deep, built as text (stringify would overflow first). */
const deepJson = fc
  .tuple(
    fc.oneof(fc.integer({ min: 20, max: 200 }), fc.integer({ min: 4_000, max: 6_000 })),
    fc.constantFrom('[', '{"a":'),
    fc.boolean(),
  )
  .map(([depth, open, nul]) => {
    const close = open === '[' ? ']' : '}';
    return `${open.repeat(depth)}${nul ? '"\\u0000"' : '1'}${close.repeat(depth)}`;
  });

/** Values shaped by a JSON schema, with real ids where the schema wants an id. */
function fromSchema(schema: JsonSchema | undefined, ids: readonly string[]): fc.Arbitrary<unknown> {
  if (!schema) return fc.jsonValue();
  if (Array.isArray(schema.enum) && schema.enum.length) return fc.constantFrom(...schema.enum);
  const options = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (options?.length) return fc.oneof(...options.map((option) => fromSchema(option, ids)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({
        min: typeof schema.minimum === 'number' ? Math.max(schema.minimum, -1e6) : -1e6,
        max: typeof schema.maximum === 'number' ? Math.min(schema.maximum, 1e6) : 1e6,
      });
    case 'number':
      return fc.double({ noNaN: true, min: -1e6, max: 1e6 });
    case 'string':
      return schema.pattern && ids.length
        ? fc.oneof(fc.constantFrom(...ids), fc.string({ maxLength: 12 }))
        : fc.string({ maxLength: 60 });
    case 'array':
      return fc.array(fromSchema(schema.items as JsonSchema | undefined, ids), { maxLength: 4 });
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const entries = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, fromSchema(value, ids)]),
      );
      const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
      return fc.record(entries, { requiredKeys: required.filter((key) => key in entries) });
    }
    default:
      return fc.jsonValue();
  }
}

/** Any value: shaped by the schema, shaped but with a hostile leaf, or anything at all. */
function valueFor(schema: JsonSchema | undefined, ids: readonly string[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: fromSchema(schema, ids) },
    { weight: 3, arbitrary: hostileString },
    { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), hostileString) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
}

/** Percent-encodes like a client; a lone surrogate goes as the raw (ill-formed) UTF-8 bytes. */
function encode(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

const DEEP = '"__deep__"';

function bodyFor(operation: Operation, ids: readonly string[]): fc.Arbitrary<string | undefined> {
  if (!operation.body) return fc.constant(undefined);
  const valid = fromSchema(operation.body, ids);
  // A schema-shaped body with one field (or an extra one) replaced by a hostile value.
  const withHostileLeaf = valid.chain((body) =>
    body && typeof body === 'object' && !Array.isArray(body)
      ? fc
          .tuple(fc.constantFrom(...Object.keys(body), 'clientData'), valueFor(undefined, ids))
          .map(([key, leaf]) => JSON.stringify({ ...body, [key]: leaf }))
      : fc.constant(JSON.stringify(body)),
  );
  // The same with a deeply nested value (as text: stringify would overflow first).
  const withDeepLeaf = fc
    .tuple(valid, deepJson)
    .chain(([body, deep]) =>
      body && typeof body === 'object' && !Array.isArray(body)
        ? fc
            .constantFrom(...Object.keys(body), 'clientData')
            .map((key) => JSON.stringify({ ...body, [key]: '__deep__' }).replace(DEEP, () => deep))
        : fc.constant(deep),
    );
  return fc.oneof(
    { weight: 3, arbitrary: valid.map((b) => JSON.stringify(b)) },
    { weight: 4, arbitrary: withHostileLeaf },
    { weight: 3, arbitrary: withDeepLeaf },
    { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
    { weight: 1, arbitrary: fc.jsonValue().map((b) => JSON.stringify(b)) },
  );
}

function requestFor(
  operation: Operation,
  ids: readonly string[],
  token: string,
): fc.Arbitrary<FuzzRequest> {
  const query = fc.tuple(
    ...operation.query.map(({ name, schema }) =>
      fc.option(valueFor(schema, ids).map((value) => `${name}=${encode(value)}`)),
    ),
  );
  const params = fc.tuple(
    ...operation.pathParams.map(() =>
      fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...ids) },
        { weight: 2, arbitrary: hostileString.map(encode) },
        { weight: 1, arbitrary: fc.constantFrom('..%2F..%2Fpackage.json', '%2e%2e', '%', '%zz') },
      ),
    ),
  );
  const headers = fc.record({
    token: fc.oneof(
      { weight: 8, arbitrary: fc.constant(token) },
      { weight: 1, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
    ),
    origin: fc.oneof(
      { weight: 9, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: fc.constantFrom('https://evil.example', 'null') },
    ),
    contentType: fc.constantFrom(
      'application/json',
      'application/json',
      'application/json',
      'text/plain',
      'application/json; charset=latin1',
    ),
  });
  return fc
    .tuple(query, params, headers, bodyFor(operation, ids))
    .map(([queryParts, paramValues, head, payload]) => {
      let path = operation.path;
      operation.pathParams.forEach((name, i) => {
        path = path.replace(`{${name}}`, paramValues[i] ?? '');
      });
      const search = queryParts.filter((part): part is string => part !== null).join('&');
      const requestHeaders: Record<string, string> = { accept: 'application/json' };
      if (head.token !== null) requestHeaders['x-csrf-token'] = head.token;
      if (head.origin) requestHeaders.origin = head.origin;
      if (payload !== undefined) requestHeaders['content-type'] = head.contentType;
      return {
        method: operation.method,
        url: search ? `${path}?${search}` : path,
        headers: requestHeaders,
        ...(payload !== undefined && operation.method === 'POST' ? { payload } : {}),
      };
    });
}

function describeRequest(request: FuzzRequest): string {
  const payload = request.payload ?? '';
  const excerpt =
    payload.length > 300 ? `${payload.slice(0, 300)}… (${payload.length} chars)` : payload;
  return `${request.method} ${request.url.slice(0, 300)} ${JSON.stringify(request.headers)} ${excerpt}`;
}

function judge(request: FuzzRequest, res: LightMyRequestResponse, operation: Operation): void {
  const where = `${describeRequest(request)} → ${res.statusCode}`;
  expect(res.statusCode, where).toBeLessThan(500);
  const json = String(res.headers['content-type'] ?? '').startsWith('application/json');
  if (res.statusCode >= 200 && res.statusCode < 300 && json && operation.response) {
    const parsed = operation.response.safeParse(res.json());
    expect(parsed.success, `${where}: answer off its declared schema`).toBe(true);
  }
  if (res.statusCode >= 400 && json) {
    const parsed = errorsPayloadSchema.safeParse(res.json());
    expect(parsed.success, `${where}: refusal is not the errors payload: ${res.body}`).toBe(true);
  }
}

describe('API fuzz (OpenAPI-driven)', () => {
  let database: DatabaseHandle;
  let app: App;
  let operations: Operation[];
  let ids: string[];
  let token: string;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await testApp(database);
    operations = operationsOf((await app.inject({ method: 'GET', url: '/api/docs' })).json());
    token = await csrfToken(app);
    const lists = ['allgpucomponents', 'allmemorycomponents', 'allcasecomponents'];
    ids = [];
    for (const list of lists) {
      const res = await app.inject({ method: 'GET', url: `/api/configurator/${list}` });
      ids.push(...(res.json() as { data: { id: string }[] }).data.slice(0, 10).map((p) => p.id));
    }
    const builds = await app.inject({ method: 'GET', url: '/api/configurator/allbuilds' });
    ids.push(
      ...(builds.json() as { data: { publicId: string }[] }).data
        .slice(0, 5)
        .map((b) => b.publicId),
    );
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('knows every operation of the document', () => {
    expect(operations.length).toBeGreaterThan(30);
    expect(ids.length).toBeGreaterThan(10);
  });

  it(`answers ${RUNS} generated requests without a 5xx, each on its declared schema (seed ${SEED})`, async () => {
    // FUZZ_TALLY=1 prints how many answers each operation gave per status (is it reaching the handlers?).
    const tally = new Map<string, number>();
    console.log(`api fuzz: seed ${SEED}, ${RUNS} requests (replay: FUZZ_SEED=${SEED})`);
    const arbitrary = fc.oneof(
      ...operations.map((operation) =>
        requestFor(operation, ids, token).map((request) => ({
          request,
          operation,
          // fast-check prints this for a counterexample instead of a megabyte of nesting.
          [fc.toStringMethod]: () => describeRequest(request),
        })),
      ),
    );
    await fc
      .assert(
        fc.asyncProperty(arbitrary, async ({ request, operation }) => {
          const res = await app.inject(request);
          const key = `${operation.method} ${operation.path} ${res.statusCode}`;
          tally.set(key, (tally.get(key) ?? 0) + 1);
          judge(request, res, operation);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      )
      .finally(() => {
        if (process.env.FUZZ_TALLY)
          console.log(
            [...tally]
              .sort()
              .map(([k, n]) => `${k}: ${n}`)
              .join('\n'),
          );
      });
  }, 600_000);
});
