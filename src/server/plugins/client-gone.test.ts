import { connect, type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { csrfToken, listeningTestApp } from '../test-support';

// Defect 3 of issue 14: a shopper who leaves while the landing call is in flight logged a 500.
describe('a client that drops its connection', () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString());
      callback();
    },
  });
  const served = listeningTestApp({}, () => ({ logger: { level: 'debug', stream } }));

  it('logs no error when pipelined rate-limited calls outlive their socket', async () => {
    const { port } = served.app.server.address() as AddressInfo;
    const token = await csrfToken(served.app);
    const body = '{"path":"/"}';
    const request =
      'POST /api/activities/landing HTTP/1.1\r\nHost: shop.local\r\n' +
      `Content-Type: application/json\r\nX-CSRF-Token: ${token}\r\n` +
      `Content-Length: ${body.length}\r\n\r\n${body}`;
    for (let i = 0; i < 20; i += 1) {
      await new Promise<void>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(request.repeat(3));
          // A TCP reset: the server reads all three requests, then finds the socket gone.
          socket.resetAndDestroy();
          resolve();
        });
        socket.on('error', reject);
      });
    }
    // Each connection's first call reaches the app (20, plus the token call; 'incoming request' is
    // a debug line); the two pipelined behind it are dropped unhandled once the socket has gone
    // (plugins/connection-backpressure.ts). The hooks' errors follow within a turn.
    const incoming = () => lines.filter((l) => l.includes('incoming request')).length;
    await vi.waitFor(() => expect(incoming()).toBeGreaterThanOrEqual(21), { timeout: 10_000 });
    for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    const errors = lines.filter((line) => /"level":(50|60)/.test(line));
    expect(errors).toEqual([]);
  });
});
