import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';

export type ProxyMode = 'forward' | 'blackhole' | 'refuse';

/**
 * Test support: a TCP proxy in front of a database that can take it away. 'blackhole' accepts
 * connections and drops every byte both ways (a partition: nothing answers, nothing closes);
 * 'refuse' closes the port (connections are reset, new ones refused); 'forward' brings it back
 * on the same port, as a database returning after an outage.
 */
export class OutageProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private mode: ProxyMode = 'forward';
  port = 0;

  private constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  static async start(targetHost: string, targetPort: number): Promise<OutageProxy> {
    const proxy = new OutageProxy(targetHost, targetPort);
    await proxy.listen();
    return proxy;
  }

  private listen(): Promise<void> {
    const server = createServer((client) => this.accept(client));
    this.server = server;
    return new Promise((resolve) =>
      server.listen(this.port, '127.0.0.1', () => {
        this.port = (server.address() as AddressInfo).port;
        resolve();
      }),
    );
  }

  private accept(client: Socket): void {
    this.track(client);
    if (this.mode === 'blackhole') {
      client.on('data', () => undefined);
      return;
    }
    const upstream = connect(this.targetPort, this.targetHost);
    this.track(upstream);
    // Bytes pass only while forwarding; in a black hole they vanish.
    client.on('data', (chunk) => this.mode === 'forward' && upstream.write(chunk));
    upstream.on('data', (chunk) => this.mode === 'forward' && client.write(chunk));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  }

  private track(socket: Socket): void {
    this.sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => this.sockets.delete(socket));
  }

  private dropAll(): void {
    for (const socket of this.sockets) socket.resetAndDestroy();
  }

  async set(mode: ProxyMode): Promise<void> {
    if (mode === this.mode) return;
    const previous = this.mode;
    this.mode = mode;
    if (mode === 'refuse') {
      this.dropAll();
      await new Promise((resolve) => this.server?.close(resolve));
      this.server = null;
    } else if (previous === 'refuse') {
      await this.listen();
    } else if (mode === 'forward') {
      // After a partition the old connections are dead; clients must make new ones.
      this.dropAll();
    }
  }

  async close(): Promise<void> {
    this.dropAll();
    await new Promise((resolve) => (this.server ? this.server.close(resolve) : resolve(null)));
  }
}
