import { connect, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { csrfToken, listeningTestApp } from './test-support';

/** Opens a connection, sends the head, then trickles the body a byte at a time; answers what the server sent and when it closed. */
function trickle(port: number, head: string, everyMs: number) {
  return new Promise<{ received: string; closedAfterMs: number }>((resolve) => {
    const started = Date.now();
    let received = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    const timer = setInterval(() => socket.write('x'), everyMs);
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ received, closedAfterMs: Date.now() - started });
    });
    // The test's own bound: a server that never lets go fails here.
    setTimeout(() => socket.destroy(), 6_000);
  });
}

// Defect 5 of issue 14: a body trickled at 1 byte every 5 s held its connection forever.
describe('slow clients', () => {
  const served = listeningTestApp({ REQUEST_TIMEOUT_SECONDS: '1' });

  it('closes a connection whose body trickles in slower than the request timeout allows', async () => {
    const { port } = served.app.server.address() as AddressInfo;
    const head =
      'POST /api/errors HTTP/1.1\r\nHost: shop.local\r\nContent-Type: application/json\r\n' +
      `X-CSRF-Token: ${await csrfToken(served.app)}\r\nContent-Length: 1000\r\n\r\n`;
    const { received, closedAfterMs } = await trickle(port, head, 200);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeLessThan(3_000);
  });

  it('closes a connection whose headers never end', async () => {
    const { port } = served.app.server.address() as AddressInfo;
    const { received, closedAfterMs } = await trickle(port, 'GET /api/settings HTTP/1.1\r\n', 200);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeLessThan(3_000);
  });
});
