import type { FastifyPluginAsync } from 'fastify';

/**
 * Marks a plugin so its hooks, handlers and decorations apply to the whole
 * app instead of an encapsulated child context. This is the documented
 * 'skip-override' flag that the fastify-plugin package sets; doing it here
 * avoids an extra dependency.
 */
export function globalPlugin<Options extends object>(
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  (plugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
  return plugin;
}
