// Enforces the dependency direction of DESIGN.md section 2:
// domain imports nothing from server/web; server and web never import each other;
// inside web, no feature imports another feature; domain stays free of I/O libraries.
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

export default { rules: { layers } };
