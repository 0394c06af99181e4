/**
 * Every routed request is handled in the event loop's check phase (setImmediate), after the
 * poll phase has read and parsed every request that arrived with it, so their answers are
 * written one after another instead of each between the parsing of the next (ADR 092).
 *
 * Why: an answer written while the peer (a proxy, a browser, a load generator) sleeps wakes it,
 * and on this machine's virtual CPUs that wake-up costs the writing process more than the rest
 * of the write (perf: 6.5 of 14.5 µs of kernel time per GET /api/settings). Answers written
 * back to back wake the peer once per turn. A request also ends (its body read, Node's stream
 * closed) before its answer starts, which spares Node the work of draining a request still open.
 * Measured: CPU per request at a fixed 5,000 req/s 44-49 → 33-35 µs for settings, 60 → 37-42 µs
 * for validate; flat out, 22,000 → 32,000-34,000 and 16,500 → 27,700 req/s, p99 lower. A single
 * client waits one loop phase more, microseconds.
 *
 * setImmediate from node:timers, not the global one a test may replace with a fake clock.
 */
import { setImmediate } from 'node:timers';
import { globalPlugin } from './global-plugin';

export const answersTogetherPlugin = globalPlugin(async (app) => {
  // A callback hook: an async one would add a promise per request (ADR 014).
  app.addHook('preHandler', (_request, _reply, done) => {
    setImmediate(done);
  });
});
