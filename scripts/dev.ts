import { spawn, type ChildProcess } from 'node:child_process';

/**
 * `npm run dev`: the API (restarting on change) on API_PORT and Vite with hot
 * reload on PORT, which proxies /api to the API. Ctrl-C stops both.
 */
const apiPort = process.env.API_PORT ?? '3001';
const webPort = process.env.PORT ?? '3000';

const children: ChildProcess[] = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/server/server.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: apiPort,
      API_PORT: apiPort,
      HOST: process.env.HOST ?? '127.0.0.1',
    },
  }),
  // Vite's own bin rather than npx, so the signal reaches the server itself.
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--port', webPort], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];

let stopping = false;
function stopAll(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3_000).unref();
  Promise.all(
    children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)),
  ).then(() => process.exit(code));
}

for (const child of children) child.once('exit', (code) => stopAll(code ?? 0));
process.once('SIGINT', () => stopAll(0));
process.once('SIGTERM', () => stopAll(0));
