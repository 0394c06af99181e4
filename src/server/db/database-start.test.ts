import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseStartError, openPostgres } from './database';

// Defect 7 of issue 34: a silent database at start-up gave a bare `Error: timeout expired` stack.
describe('starting against a PostgreSQL that accepts and never answers', () => {
  let silent: Server;
  const sockets = new Set<Socket>();
  beforeAll(async () => {
    silent = createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('fails within its deadline, naming the host, port, database and user, never the password', async () => {
    const { port } = silent.address() as AddressInfo;
    const url = `postgres://shop:s3cret-pass@127.0.0.1:${port}/rigforge`;
    const started = Date.now();
    const error = await openPostgres(url, { timeoutMs: 300 }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(error).toBeInstanceOf(DatabaseStartError);
    const message = (error as Error).message;
    expect(message).toContain(`PostgreSQL at 127.0.0.1:${port} (database 'rigforge', user 'shop')`);
    expect(message).toContain('did not answer within 0.3 s');
    expect(message).toContain('Check that the database server is running');
    expect(message).toContain('DATABASE_TIMEOUT_SECONDS');
    expect(message).not.toContain('s3cret-pass');
  });
});
