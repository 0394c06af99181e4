import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { RespClient } from './resp-client';

/** A fake Redis that answers each received chunk with the next scripted bytes. */
async function fakeRedis(replies: string[]): Promise<{ server: Server; url: URL; seen: string[] }> {
  const seen: string[] = [];
  const server = createServer((socket: Socket) => {
    socket.on('data', (chunk) => {
      seen.push(chunk.toString());
      const reply = replies.shift();
      if (reply !== undefined) socket.write(reply);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: new URL(`redis://127.0.0.1:${port}`), seen };
}

const call = (client: RespClient, args: string[]) =>
  new Promise<unknown>((resolve) => client.send(args, (error, reply) => resolve(error ?? reply)));

describe('RespClient', () => {
  const servers: Server[] = [];
  afterEach(() => {
    for (const server of servers.splice(0)) server.close();
  });

  it('encodes commands as RESP arrays and reads integers, bulk strings and nested arrays', async () => {
    const fake = await fakeRedis(['*2\r\n:3\r\n*2\r\n$5\r\nhello\r\n$-1\r\n']);
    servers.push(fake.server);
    const client = new RespClient(fake.url);
    expect(await call(client, ['EVAL', 'return 1', '0'])).toEqual([3, ['hello', null]]);
    expect(fake.seen[0]).toBe('*3\r\n$4\r\nEVAL\r\n$8\r\nreturn 1\r\n$1\r\n0\r\n');
    client.quit();
  });

  it('answers an error reply as an error, and garbage without crashing', async () => {
    const fake = await fakeRedis(['-ERR nope\r\n', '?what\r\n']);
    servers.push(fake.server);
    const client = new RespClient(fake.url);
    expect(await call(client, ['PING'])).toEqual(new Error('ERR nope'));
    expect(await call(client, ['PING'])).toBeInstanceOf(Error);
    client.quit();
  });

  it('fails a command that gets no answer within its deadline', async () => {
    const fake = await fakeRedis([]);
    servers.push(fake.server);
    const client = new RespClient(fake.url, { timeoutMs: 100 });
    expect(String(await call(client, ['PING']))).toMatch(/did not answer within 100 ms/);
    client.quit();
  });
});
