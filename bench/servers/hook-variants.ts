import { buildVariantApp } from './hook-variant-list';

/**
 * The hello-world baseline plus the shop's per-request hooks chosen by HOOK_VARIANT (a name of
 * hook-variant-list.ts, or `all`), listening: bench/hook-costs.ts loads it over sockets.
 */
const app = await buildVariantApp(process.env.HOOK_VARIANT ?? 'none');
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
