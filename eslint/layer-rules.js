// Enforces the dependency direction of DESIGN.md section 2:
// domain imports nothing from server/web; server and web never import each other;
// inside web, no feature imports another feature and ui/ imports no state, api, app, site or
// feature code; domain stays free of I/O libraries.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(import.meta.dirname, '..', 'src');

function layerOf(file) {
  const rel = path.relative(SRC, file);
  if (rel.startsWith('..')) return null;
  const parts = rel.split(path.sep);
  return {
    layer: parts[0],
    area: parts[1],
    feature: parts[0] === 'web' && parts[1] === 'features' ? parts[2] : null,
  };
}

const DOMAIN_FORBIDDEN_PACKAGES =
  /^(node:|fs$|path$|react|react-dom|fastify|@fastify\/|drizzle-orm|pg$|@electric-sql\/)/;

/** Web areas ui/ may not depend on: it takes data and callbacks as props. */
const UI_MUST_NOT_IMPORT = new Set(['state', 'api', 'app', 'features', 'site']);

/** @type {import('eslint').Rule.RuleModule} */
const layers = {
  meta: { type: 'problem', schema: [], messages: { bad: '{{why}}' } },
  create(context) {
    const from = layerOf(context.filename);
    if (!from) return {};
    function check(node, source) {
      if (typeof source !== 'string') return;
      if (!source.startsWith('.')) {
        if (from.layer === 'domain' && DOMAIN_FORBIDDEN_PACKAGES.test(source)) {
          context.report({
            node,
            messageId: 'bad',
            data: { why: `domain must stay pure: no '${source}'` },
          });
        }
        return;
      }
      const target = layerOf(path.resolve(path.dirname(context.filename), source));
      if (!target) return;
      if (from.layer === 'domain' && target.layer !== 'domain') {
        context.report({
          node,
          messageId: 'bad',
          data: { why: `domain must not import from ${target.layer}` },
        });
      } else if (from.layer === 'server' && target.layer === 'web') {
        context.report({
          node,
          messageId: 'bad',
          data: { why: 'server must not import from web' },
        });
      } else if (from.layer === 'web' && target.layer === 'server') {
        context.report({
          node,
          messageId: 'bad',
          data: { why: 'web must not import from server' },
        });
      } else if (
        from.layer === 'web' &&
        from.area === 'ui' &&
        target.layer === 'web' &&
        UI_MUST_NOT_IMPORT.has(target.area)
      ) {
        context.report({
          node,
          messageId: 'bad',
          data: {
            why: `ui/ holds presentational pieces: it must not import web/${target.area} (pass data and callbacks in as props)`,
          },
        });
      } else if (from.feature && target.feature && from.feature !== target.feature) {
        context.report({
          node,
          messageId: 'bad',
          data: {
            why: `feature '${from.feature}' must not import feature '${target.feature}' (move shared code to ui/, lib/ or state/)`,
          },
        });
      }
    }
    return {
      ImportDeclaration: (n) => check(n, n.source.value),
      ExportNamedDeclaration: (n) => n.source && check(n, n.source.value),
      ExportAllDeclaration: (n) => check(n, n.source.value),
      ImportExpression: (n) => n.source.type === 'Literal' && check(n, n.source.value),
    };
  },
};

const IMPORT_RE =
  /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;

function resolveSource(fromFile, source) {
  const base = path.resolve(path.dirname(fromFile), source);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate;
  }
  return null;
}

/** Sources a file imports as values (type-only imports and `import { type X }` lists left out). */
function valueImports(file) {
  const text = readFileSync(file, 'utf8');
  const sources = [];
  for (const match of text.matchAll(IMPORT_RE)) {
    const [, , typeOnly, clause, source, bare] = match;
    if (bare) {
      sources.push(bare);
      continue;
    }
    if (typeOnly) continue;
    const named = clause.match(/\{([^}]*)\}/);
    const onlyTypes =
      named &&
      !clause.replace(named[0], '').replace(/,/g, '').trim() &&
      named[1]
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
        .every((part) => part.startsWith('type '));
    if (!onlyTypes) sources.push(source);
  }
  return sources;
}

const pullsZodCache = new Map();

/** Whether loading this module at run time loads zod (through any chain of value imports). */
function pullsZod(file, seen = new Set()) {
  if (pullsZodCache.has(file)) return pullsZodCache.get(file);
  if (seen.has(file)) return false;
  seen.add(file);
  let result = false;
  for (const source of valueImports(file)) {
    if (source === 'zod' || source.startsWith('zod/')) result = true;
    else if (source.startsWith('.')) {
      const target = resolveSource(file, source);
      if (target && pullsZod(target, seen)) result = true;
    }
    if (result) break;
  }
  pullsZodCache.set(file, result);
  return result;
}

/**
 * The browser's initial bundle cannot afford zod (~24 KB gzip): web code takes only types
 * from modules that load zod, and values from zod-free modules (e.g. *-constants).
 */
/** @type {import('eslint').Rule.RuleModule} */
const browserNoZod = {
  meta: { type: 'problem', schema: [], messages: { bad: '{{why}}' } },
  create(context) {
    const from = layerOf(context.filename);
    if (!from || from.layer !== 'web' || /\.test\.tsx?$/.test(context.filename)) return {};
    function check(node, source, typeOnly) {
      if (typeof source !== 'string' || typeOnly) return;
      if (source === 'zod' || source.startsWith('zod/')) {
        context.report({
          node,
          messageId: 'bad',
          data: { why: 'zod stays out of the browser bundle.' },
        });
        return;
      }
      if (!source.startsWith('.')) return;
      const target = resolveSource(context.filename, source);
      if (target && layerOf(target)?.layer === 'domain' && pullsZod(target)) {
        context.report({
          node,
          messageId: 'bad',
          data: {
            why: `'${source}' loads zod: import only types from it in web code, and values from a zod-free module (e.g. *-constants).`,
          },
        });
      }
    }
    const allTypes = (node) =>
      node.importKind === 'type' ||
      (node.specifiers.length > 0 &&
        node.specifiers.every((s) => s.type === 'ImportSpecifier' && s.importKind === 'type'));
    return {
      ImportDeclaration: (n) => check(n, n.source.value, allTypes(n)),
      ExportNamedDeclaration: (n) => n.source && check(n, n.source.value, n.exportKind === 'type'),
      ExportAllDeclaration: (n) => check(n, n.source.value, n.exportKind === 'type'),
      ImportExpression: (n) => n.source.type === 'Literal' && check(n, n.source.value, false),
    };
  },
};

export default { rules: { layers, 'browser-no-zod': browserNoZod } };
