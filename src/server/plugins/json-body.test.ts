import fc from 'fast-check';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../db/test-db';
import { injectTestApp } from '../test-support';
import { MAX_JSON_DEPTH, nestsDeeperThan, plainJson } from './request-hygiene';

/** Fastify's own JSON parser as the hygiene plugin uses it: the answer plainJson must match. */
const fastifyParse = (() => {
  const parse = Fastify().getDefaultJsonParser('error', 'error');
  return (text: string): { value: unknown } | { error: string } => {
    let result: { value: unknown } | { error: string } = { error: 'none' };
    parse({} as never, text, (error, value) => {
      result = error ? { error: (error as { code?: string }).code ?? 'error' } : { value };
    });
    return result;
  };
})();

/** The character walk nestsDeeperThan does when the quick count cannot decide. */
function walkDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i += 1;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') deepest = Math.max(deepest, (depth += 1));
    else if (c === '}' || c === ']') depth -= 1;
  }
  return deepest;
}

const keys = fc.constantFrom(
  'chipset',
  'gpu',
  '__proto__',
  '\\u005f_proto__',
  'constructor',
  'c\\u006fnstructor',
  'prototype',
  'a\\u0000',
  '\\ud800',
  'x',
);
const jsonText = fc.oneof(
  fc.json(),
  fc.dictionary(keys, fc.jsonValue({ maxDepth: 2 })).map((o) => JSON.stringify(o)),
  fc
    .tuple(
      keys,
      fc.oneof(fc.constant('{}'), fc.constant('{"prototype":{"x":1}}'), fc.constant('1')),
    )
    .map(([k, v]) => `{"${k}": ${v}}`),
  fc.string({ maxLength: 30 }),
  fc.constantFrom('\ufeff{"a":1}', '', '{', '{"a":1}x', ' {"a" : [1, {"b": null}]} '),
);

describe('plainJson: JSON.parse alone only where it answers as Fastify’s parser', () => {
  it('parses the usual build body', () => {
    const body = '{"chipset":2,"cpu":"cpu-amd-ryzen-7-9800x3d","buildStep":3,"buildStart":true}';
    expect(plainJson(body)).toEqual({ value: JSON.parse(body) });
  });

  it.each([
    '{"__proto__":{"admin":true}}',
    '{"\\u005f_proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"admin":true}}}',
    '{"a":"\\u0000"}',
    '\ufeff{"a":1}',
    '',
    '{"a":',
  ])('leaves %j to Fastify’s parser', (text) => {
    expect(plainJson(text)).toBeNull();
  });

  it('never disagrees with Fastify’s parser (property)', () => {
    fc.assert(
      fc.property(jsonText, (text) => {
        const plain = plainJson(text);
        if (plain) expect(fastifyParse(text)).toEqual(plain);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('nestsDeeperThan', () => {
  it('agrees with a full character walk (property)', () => {
    const nestedText = fc
      .tuple(fc.integer({ min: 0, max: 40 }), fc.json(), fc.constantFrom('{"a":', '['))
      .map(([depth, inner, open]) => {
        const close = open === '[' ? ']' : '}';
        return open.repeat(depth) + inner + close.repeat(depth);
      });
    fc.assert(
      fc.property(fc.oneof(nestedText, jsonText), (text) => {
        expect(nestsDeeperThan(text, MAX_JSON_DEPTH)).toBe(walkDepth(text) > MAX_JSON_DEPTH);
      }),
      { numRuns: 2_000 },
    );
  });

  it('counts brackets inside strings only towards the quick bound, not the depth', () => {
    const text = `{"a":"${'{'.repeat(100)}"}`;
    expect(nestsDeeperThan(text, MAX_JSON_DEPTH)).toBe(false);
  });
});

describe.each(testDatabaseKinds())('JSON bodies over HTTP keep their answers (%s)', (kind) => {
  const t = injectTestApp(kind, { 'content-type': 'application/json' });

  const post = (payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/configurator/getbuilds',
      headers: t.headers,
      payload,
    });

  it.each([
    '{"__proto__":{"featured":true}}',
    '{"\\u005f\\u005fproto__":{"featured":true}}',
    '{"constructor":{"prototype":{"featured":true}}}',
  ])('refuses prototype poisoning %s with 400 as before', async (payload) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: [expect.objectContaining({ errorCode: expect.any(String) })],
    });
  });

  it('answers malformed JSON with the invalid-JSON error', async () => {
    const res = await post('{"featured":');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveLength(1);
  });

  it('accepts a body with a byte order mark, as Fastify’s parser does', async () => {
    const res = await post('\ufeff{"featured":true}');
    expect(res.statusCode).toBe(200);
  });
});
