import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { csrfToken, listeningTestApp } from '../test-support';
import { ConnectionGate, type BackpressureLimits } from './connection-backpressure';

/** Opens a raw connection that collects what the server sends and notes when it closes. */
function rawConnection(port: number) {
  const socket = connect(port, '127.0.0.1');
  const seen = { received: '', closed: false };
  socket.on('data', (chunk: Buffer) => (seen.received += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  socket.on('close', () => (seen.closed = true));
  // An answer's status line follows the body before it directly (no line break).
  const answers = () => seen.received.match(/HTTP\/1\.1 \d{3} /g) ?? [];
  return { socket, seen, answers };
}

// Defect 1 of issue 34: pipelined requests were all answered at once and the answers queued in
// memory for a client that never read them (4.58 GB from 24 connections).
describe('connection backpressure (a listening app)', () => {
  const served = listeningTestApp();
  const port = () => (served.app.server.address() as AddressInfo).port;

  it('closes a connection that pipelines 2,000 requests, without answering them', async () => {
    const client = rawConnection(port());
    client.socket.write('GET /api/health HTTP/1.1\r\nHost: shop.local\r\n\r\n'.repeat(2000));
    await vi.waitFor(() => expect(client.seen.closed).toBe(true), { timeout: 5_000 });
    expect(client.answers().length).toBeLessThanOrEqual(1);
    // Other clients are served as before.
    expect((await fetch(`http://127.0.0.1:${port()}/api/health`)).status).toBe(200);
  });

  it('answers a few pipelined requests one after another, in order, on the same connection', async () => {
    const client = rawConnection(port());
    const ids = Array.from({ length: 12 }, (_, i) => `pipelined-${String(i).padStart(4, '0')}`);
    client.socket.write(
      ids
        .map((id) => `GET /api/health HTTP/1.1\r\nHost: shop.local\r\nX-Request-Id: ${id}\r\n\r\n`)
        .join(''),
    );
    await vi.waitFor(() => expect(client.answers()).toHaveLength(12), { timeout: 5_000 });
    const order = [...client.seen.received.matchAll(/^x-request-id: (\S+)/gim)].map((m) => m[1]);
    expect(order).toEqual(ids);
    expect(client.answers().every((line) => line.startsWith('HTTP/1.1 200'))).toBe(true);
    expect(client.seen.closed).toBe(false);
    client.socket.destroy();
  });

  it('lets a request queued behind another receive its body after the first is answered', async () => {
    const token = await csrfToken(served.app);
    const body = JSON.stringify({ message: 'queued behind docs', url: '/' });
    const client = rawConnection(port());
    client.socket.write(
      'GET /api/docs HTTP/1.1\r\nHost: shop.local\r\n\r\n' +
        'POST /api/errors HTTP/1.1\r\nHost: shop.local\r\nContent-Type: application/json\r\n' +
        `X-CSRF-Token: ${token}\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    await vi.waitFor(() => expect(client.answers()).toHaveLength(1), { timeout: 5_000 });
    client.socket.write(body);
    await vi.waitFor(() => expect(client.answers()).toHaveLength(2), { timeout: 5_000 });
    expect(client.answers()).toEqual(['HTTP/1.1 200 ', 'HTTP/1.1 200 ']);
    client.socket.destroy();
  });
});

/** A socket as the gate sees it: what it has not taken, whether it reads, whether it is closed. */
class FakeSocket extends EventEmitter {
  destroyed = false;
  writableLength = 0;
  reading = true;
  pause() {
    this.reading = false;
    return this;
  }
  resume() {
    this.reading = true;
    return this;
  }
  destroy() {
    this.destroyed = true;
    return this;
  }
}

function fakeRequest(socket: FakeSocket) {
  const response = new EventEmitter();
  return {
    request: { socket } as unknown as IncomingMessage,
    response: response as unknown as ServerResponse,
    /** The whole answer handed to the socket, `unread` bytes of it not taken yet. */
    written(unread: number) {
      socket.writableLength = unread;
      response.emit('prefinish');
    },
    /** Taken by the OS ('finish'), then closed, as Node does; or the connection closed. */
    closed() {
      socket.writableLength = 0;
      response.emit('close');
    },
  };
}

function gateWith(limits: Partial<BackpressureLimits> = {}) {
  const handled: IncomingMessage[] = [];
  const closed: string[] = [];
  const gate = new ConnectionGate(
    (request) => handled.push(request),
    { maxWaitingPerConnection: 4, maxWaiting: 100, maxHeldBytes: 1_000, ...limits },
    (reason) => closed.push(reason),
  );
  return { gate, handled, closed };
}

describe('ConnectionGate', () => {
  it('hands a connection its next request only once the answer before it is taken', () => {
    const { gate, handled } = gateWith();
    const socket = new FakeSocket();
    const [first, second, third] = [1, 2, 3].map(() => fakeRequest(socket));
    for (const r of [first, second, third]) gate.handle(r!.request, r!.response);
    expect(handled).toEqual([first!.request]);
    // Reading stops while requests wait behind an unread answer.
    expect(socket.reading).toBe(false);
    first!.written(0);
    first!.closed();
    expect(handled).toEqual([first!.request, second!.request]);
    expect(socket.reading).toBe(false);
    second!.written(0);
    second!.closed();
    expect(handled).toEqual([first!.request, second!.request, third!.request]);
    // Nothing waits any more: the request just handed on may still be receiving its body.
    expect(socket.reading).toBe(true);
  });

  it('passes a client that sends one request at a time straight through', () => {
    const { gate, handled } = gateWith();
    const socket = new FakeSocket();
    for (let i = 0; i < 10; i += 1) {
      const r = fakeRequest(socket);
      gate.handle(r.request, r.response);
      expect(handled).toHaveLength(i + 1);
      r.written(0);
      r.closed();
    }
    expect(socket.reading).toBe(true);
  });

  it('closes a connection with more waiting requests than its share, and drops them', () => {
    const { gate, handled, closed } = gateWith({ maxWaitingPerConnection: 4 });
    const socket = new FakeSocket();
    const requests = Array.from({ length: 8 }, () => fakeRequest(socket));
    for (const r of requests) gate.handle(r.request, r.response);
    expect(socket.destroyed).toBe(true);
    expect(closed).toEqual(['pipelined too many requests']);
    requests[0]!.closed();
    expect(handled).toEqual([requests[0]!.request]);
  });

  it('closes a connection adding a waiting request once all connections have the most', () => {
    const { gate, closed } = gateWith({ maxWaitingPerConnection: 4, maxWaiting: 5 });
    const [a, b] = [new FakeSocket(), new FakeSocket()];
    const send = (socket: FakeSocket) => {
      const r = fakeRequest(socket);
      gate.handle(r.request, r.response);
    };
    for (let i = 0; i < 4; i += 1) send(a);
    expect(a.destroyed).toBe(false);
    for (let i = 0; i < 4; i += 1) send(b);
    // a: 1 answered + 3 waiting; b: 1 answered + 2 waiting reach 5; b's next is one too many.
    expect(b.destroyed).toBe(true);
    expect(a.destroyed).toBe(false);
    expect(closed).toEqual(['pipelined too many requests']);
  });

  it('closes the connections that left answers unread the longest once their bytes pass the budget', () => {
    const { gate, closed } = gateWith({ maxHeldBytes: 1_000 });
    const sockets = [new FakeSocket(), new FakeSocket(), new FakeSocket()];
    const answers = sockets.map((socket) => fakeRequest(socket));
    for (const r of answers) gate.handle(r.request, r.response);
    answers[0]!.written(400);
    answers[1]!.written(400);
    expect(gate.heldBytes).toBe(800);
    expect(sockets.map((s) => s.destroyed)).toEqual([false, false, false]);
    answers[2]!.written(400);
    expect(sockets.map((s) => s.destroyed)).toEqual([true, false, false]);
    expect(closed).toEqual(['did not read its answers']);
    expect(gate.heldBytes).toBe(800);
    // Taken answers leave the budget.
    answers[1]!.closed();
    answers[2]!.closed();
    answers[0]!.closed();
    expect(gate.heldBytes).toBe(0);
  });

  it('ignores requests Node parsed from a connection already closed', () => {
    const { gate, handled } = gateWith();
    const socket = new FakeSocket();
    socket.destroyed = true;
    const r = fakeRequest(socket);
    gate.handle(r.request, r.response);
    expect(handled).toEqual([]);
  });
});
