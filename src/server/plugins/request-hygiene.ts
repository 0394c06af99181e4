import { ERROR_CODES } from '../../domain/contracts/api-envelope';
import { HttpError } from './errors';
import { isPageNavigation } from './api-scope';
import fp from 'fastify-plugin';

const NUL_MESSAGE = 'Text must not contain the NUL character (\\u0000).';
const SURROGATE_MESSAGE =
  'Text must be well-formed Unicode: a lone UTF-16 surrogate (\\ud800-\\udfff) is not allowed.';
/** Our bodies nest a handful of levels; 32 leaves room for clientData and bounds every walk. */
export const MAX_JSON_DEPTH = 32;
const DEPTH_MESSAGE = `The JSON body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`;

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether the text holds at most `max` brackets that open ('{' or '['), strings included:
 * counted with indexOf (native, no per-character JavaScript), so the usual body, with a
 * handful of them, skips the character walk below.
 */
function fewOpeners(text: string, max: number): boolean {
  let count = 0;
  for (const opener of ['{', '['] as const) {
    for (let i = text.indexOf(opener); i !== -1; i = text.indexOf(opener, i + 1)) {
      count += 1;
      if (count > max) return false;
    }
  }
  return true;
}

/** Whether JSON text nests objects/arrays deeper than `max`, read without recursion. */
export function nestsDeeperThan(text: string, max: number): boolean {
  // Nesting deeper than max takes more than max openers.
  if (fewOpeners(text, max)) return false;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i += 1;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth -= 1;
  }
  return false;
}

/** With the u flag a surrogate pair is one code point, so this matches lone surrogates only. */
const LONE_SURROGATE = /\p{Cs}/u;

/** Why a string cannot be stored (text and jsonb refuse NUL; jsonb refuses lone surrogates). */
function textProblem(text: string): string | null {
  if (text.includes('\0')) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(text)) return SURROGATE_MESSAGE;
  return null;
}

/** The first unstorable key or string in a parsed body (depth already bounded), walked with a stack. */
export function unstorableText(value: unknown): string | null {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      const problem = textProblem(item);
      if (problem) return problem;
    } else if (Array.isArray(item)) {
      for (const inner of item) stack.push(inner);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, inner] of Object.entries(item)) {
        const problem = textProblem(key);
        if (problem) return problem;
        stack.push(inner);
      }
    }
  }
  return null;
}

/** A NUL or a surrogate reaches a JSON string only through a \u escape (the body is decoded as UTF-8). */
const RISKY_ESCAPE = /\\u(0000|[dD][89a-fA-F])/;

/**
 * The body parsed by JSON.parse alone, when that gives exactly what Fastify's parser would:
 * prototype poisoning needs a `__proto__` or `constructor` key, written out or with \u escapes,
 * so text holding none of 'proto', 'constructor' and '\u' cannot carry it (Fastify's parser
 * parses the same way, then scans the text with two regular expressions for those keys), and
 * without '\u' no NUL or lone surrogate can be in it either. Null for anything else (a byte
 * order mark, text JSON.parse refuses): Fastify's parser then decides and words the errors.
 */
export function plainJson(text: string): { value: unknown } | null {
  if (text.length === 0 || text.charCodeAt(0) === 0xfeff) return null;
  if (text.includes('proto') || text.includes('constructor') || text.includes('\\u')) return null;
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return null;
  }
}

/**
 * PostgreSQL cannot store NUL or lone surrogates in text or jsonb and would fail the query
 * with a 500; deep nesting would overflow the stack of any recursive walk (JSON.stringify in a
 * size check). Refuse such input up front with a 400 instead: bad input never gets a 5xx.
 */
export const requestHygienePlugin = fp(async (app) => {
  app.addHook('onRequest', (request, _reply, done) => {
    // A page's URL never reaches the database: a link with %00 in it still opens the page.
    if (request.url.includes('%00') && !isPageNavigation(request))
      return done(new HttpError(400, ERROR_CODES.validation, NUL_MESSAGE));
    // Bodies are read as they come: a compressed one would be parsed as garbage or, worse, as text.
    const encoding = request.headers['content-encoding']?.trim().toLowerCase();
    if (encoding && encoding !== 'identity')
      return done(
        new HttpError(
          415,
          ERROR_CODES.unsupportedMediaType,
          `Content-Encoding '${encoding.slice(0, 40)}' is not supported: send the body uncompressed.`,
        ),
      );
    done();
  });

  // Fastify's own JSON parser (keeps its prototype-poisoning protection), plus the checks above.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      return done(new HttpError(400, ERROR_CODES.validation, DEPTH_MESSAGE));
    }
    const plain = plainJson(text);
    if (plain) return done(null, plain.value);
    parseJson(request, text, (error, value) => {
      if (error) return done(error);
      // Skip the walk for the usual body, which has no such escape.
      const problem = RISKY_ESCAPE.test(text) ? unstorableText(value) : null;
      if (problem) return done(new HttpError(400, ERROR_CODES.validation, problem));
      done(null, value);
    });
  });
});
