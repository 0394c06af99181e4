/**
 * A request router over `fetch` for component tests: handlers are matched by method and path
 * template (case-insensitively, as the server routes) and typed from the endpoint table
 * (api/endpoints.ts). A request no handler matches answers 501 and is recorded; the test
 * then fails in afterEach (test-setup.ts), so a wrong URL can never pass unnoticed.
 */
import { vi } from 'vitest';
import type { ApiEndpoints, EndpointKey, ResponseOf } from '../api/endpoints';

/** A raw answer (status and body as sent, no `data` wrapper added). */
export class MockReply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/** e.g. `reply(404, { errors: [...] })` or `reply(503)`. */
export const reply = (status: number, body: unknown = { errors: [] }) =>
  new MockReply(status, body);

/** Never answers (a request left in flight, e.g. to see a loading state). */
export const pending = () => new Promise<never>(() => undefined);

export interface MockRequest<K extends EndpointKey> {
  params: Record<string, string>;
  query: URLSearchParams;
  body: ApiEndpoints[K]['body'];
}

export type MockHandler<K extends EndpointKey> = (
  request: MockRequest<K>,
) => ResponseOf<K> | MockReply | Promise<ResponseOf<K> | MockReply>;

export type MockHandlers = { [K in EndpointKey]?: MockHandler<K> };

export interface RecordedCall {
  key: EndpointKey;
  url: string;
  body: unknown;
  /** Cancelled by its caller (e.g. StrictMode's second mount drops the first request). */
  readonly aborted: boolean;
}

export interface ApiMock {
  /** Every matched call, in order. */
  calls: RecordedCall[];
  /** 'METHOD url' of each request no handler matched. */
  unmatched: string[];
  callsTo(key: EndpointKey): RecordedCall[];
  /** Adds or replaces handlers (e.g. the API going down mid-test). */
  use(handlers: MockHandlers): void;
}

let active: ApiMock | null = null;

function templateRegex(key: string): { method: string; regex: RegExp; names: string[] } {
  const space = key.indexOf(' ');
  const names: string[] = [];
  const pattern = key
    .slice(space + 1)
    .split('/')
    .map((part) => {
      const param = /^\{(\w+)\}$/.exec(part);
      if (!param) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(param[1] as string);
      return '([^/]+)';
    })
    .join('/');
  return { method: key.slice(0, space), regex: new RegExp(`^/api/${pattern}$`, 'i'), names };
}

/** Settles as the handler does, or rejects with an AbortError when the request is cancelled. */
function abortable<T>(answer: T | Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  const aborted = () => new DOMException('The operation was aborted.', 'AbortError');
  if (signal?.aborted) return Promise.reject(aborted());
  return new Promise<T>((resolve, reject) => {
    signal?.addEventListener('abort', () => reject(aborted()), { once: true });
    Promise.resolve(answer).then(resolve, reject);
  });
}

function jsonAnswer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const DEFAULT_HANDLERS: MockHandlers = {
  'GET settings': () => ({ csrfToken: 'test-token' }),
  'POST errors': () => ({ id: 'error-1' }),
  'POST activities/landing': () => ({ id: 'activity-1' }),
};

/** Installs the router as `fetch`; the previous mock (if any) is replaced. */
export function mockApi(handlers: MockHandlers = {}): ApiMock {
  const table: MockHandlers = { ...DEFAULT_HANDLERS, ...handlers };
  const mock: ApiMock = {
    calls: [],
    unmatched: [],
    callsTo: (key) => mock.calls.filter((call) => call.key === key),
    use: (more) => Object.assign(table, more),
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const url = new URL(String(input), 'http://localhost');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    for (const [key, handler] of Object.entries(table) as [
      EndpointKey,
      MockHandler<EndpointKey>,
    ][]) {
      const route = templateRegex(key);
      const match = route.method === method ? route.regex.exec(url.pathname) : null;
      if (!match) continue;
      const params = Object.fromEntries(
        route.names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]),
      );
      const signal = init.signal;
      mock.calls.push({
        key,
        url: url.pathname + url.search,
        body,
        get aborted() {
          return signal?.aborted ?? false;
        },
      });
      const answer = await abortable(
        handler({ params, query: url.searchParams, body: body as never }),
        init.signal,
      );
      return answer instanceof MockReply
        ? jsonAnswer(answer.status, answer.body)
        : jsonAnswer(200, { data: answer });
    }
    mock.unmatched.push(`${method} ${url.pathname}${url.search}`);
    return jsonAnswer(501, {
      errors: [{ errorCode: 'unmatched', message: 'No handler', properties: [] }],
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  active = mock;
  return mock;
}

/** Fails when a request matched no handler (called after each test by test-setup.ts). */
export function verifyNoUnmatchedRequests(): void {
  const mock = active;
  active = null;
  if (mock && mock.unmatched.length > 0) {
    throw new Error(`Requests no handler matched:\n  ${mock.unmatched.join('\n  ')}`);
  }
}
