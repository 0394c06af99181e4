import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DatabaseStartError } from './db/database';
import { DataDirLockedError } from './db/data-dir-lock';

/** Starts the shop and API on HOST:PORT and closes cleanly on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stops accepting connections, lets in-flight requests finish, then closes the database (onClose).
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  // A data folder in use or a database out of reach is the setting's or the network's problem,
  // not a crash: the message says what failed, where and what to check, without a stack.
  const explained = error instanceof DataDirLockedError || error instanceof DatabaseStartError;
  console.error(explained ? error.message : error);
  process.exit(1);
});
