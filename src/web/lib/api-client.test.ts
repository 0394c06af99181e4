import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test-render';
import { ApiValidationError, HttpError, NetworkError, apiGet, apiPost } from './api-client';
import { isServerTrouble } from './api-errors';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

let fetchMock: ReturnType<typeof vi.fn>;

function serve(handler: Handler) {
  fetchMock = vi.fn((url: string, init: RequestInit) => {
    if (url === '/api/settings')
      return Promise.resolve(jsonResponse({ data: { csrfToken: 'token-1' } }));
    return Promise.resolve(handler(url, init));
  });
  vi.stubGlobal('fetch', fetchMock);
}

const callsTo = (url: string) =>
  fetchMock.mock.calls.filter(([called]) => called === url) as [string, RequestInit][];
const headersOf = (init: RequestInit) => init.headers as Record<string, string>;

beforeEach(() => serve(() => jsonResponse({ data: { ok: true } })));
afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('calls /api/ without credentials and unwraps data', async () => {
    await expect(apiGet('configurator/allcasecomponents')).resolves.toEqual({ ok: true });
    const [url, init] = callsTo('/api/configurator/allcasecomponents')[0]!;
    expect(url).toBe('/api/configurator/allcasecomponents');
    expect(init.credentials).toBe('omit');
    expect(init.method).toBe('GET');
  });

  it('sends a JSON body', async () => {
    await apiPost('configurator/validate', { cpu: 3 });
    const [, init] = callsTo('/api/configurator/validate')[0]!;
    expect(init.body).toBe('{"cpu":3}');
    expect(headersOf(init)['Content-Type']).toBe('application/json');
  });

  it('sends a POST in the same task once a fresh token is held', async () => {
    await apiPost('warm-up', {});
    void apiPost('configurator/validate', { cpu: 3 });
    // No await in between: a render the caller has just scheduled cannot delay the request.
    expect(callsTo('/api/configurator/validate')).toHaveLength(1);
  });

  it('adds the anti-forgery header to POST only', async () => {
    await apiGet('a');
    await apiPost('b', {});
    expect(headersOf(callsTo('/api/a')[0]![1])['X-CSRF-Token']).toBeUndefined();
    expect(headersOf(callsTo('/api/b')[0]![1])['X-CSRF-Token']).toBe('token-1');
  });

  it('turns a 400 list payload into field and global errors', async () => {
    serve(() =>
      jsonResponse(
        {
          errors: [
            { errorCode: 'required', message: 'Pick a case', properties: ['Case'] },
            { errorCode: 'min', message: 'Too few fans', properties: ['FansTotal', 'fans'] },
            { errorCode: 'other', message: 'Something is off', properties: [] },
            { errorCode: 'generic_product_error', message: 'internal detail', properties: ['Cpu'] },
          ],
        },
        400,
      ),
    );
    const error = await apiPost('configurator/validate', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiValidationError);
    const validation = error as ApiValidationError;
    expect(validation.message).toBe('The API returned with validation errors');
    expect(validation.fieldErrors).toEqual({
      case: ['Pick a case'],
      fansTotal: ['Too few fans'],
      fans: ['Too few fans'],
      cpu: ['Generic stormforce error.'],
    });
    expect(validation.globalErrors).toEqual(['Something is off']);
  });

  it('turns a 400 payload keyed by field name into field errors', async () => {
    serve(() =>
      jsonResponse(
        { errors: { PublicId: 'Unknown build', Memory: ['Too many', 'Wrong type'] } },
        400,
      ),
    );
    const error = (await apiGet('configurator/build/x').catch(
      (e: unknown) => e,
    )) as ApiValidationError;
    expect(error).toBeInstanceOf(ApiValidationError);
    expect(error.fieldErrors).toEqual({
      publicId: ['Unknown build'],
      memory: ['Too many', 'Wrong type'],
    });
    expect(error.globalErrors).toEqual([]);
  });

  it('rethrows other failures unchanged', async () => {
    serve(() =>
      jsonResponse(
        { errors: [{ errorCode: 'not_found', message: 'No build', properties: [] }] },
        404,
      ),
    );
    const notFound = await apiGet('configurator/build/x').catch((e: unknown) => e);
    expect(notFound).toBeInstanceOf(HttpError);
    expect((notFound as HttpError).status).toBe(404);
    expect((notFound as HttpError).body).toEqual({
      errors: [{ errorCode: 'not_found', message: 'No build', properties: [] }],
    });

    serve(() => new Response('oops', { status: 400 }));
    const plain400 = await apiGet('x').catch((e: unknown) => e);
    expect(plain400).toBeInstanceOf(HttpError);
  });

  it('reports an unreachable API as a NetworkError carrying the cause', async () => {
    const offline = new TypeError('Failed to fetch');
    serve(() => {
      throw offline;
    });
    const error = await apiGet('x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).cause).toBe(offline);
    expect(isServerTrouble(error)).toBe(true);
  });

  it('lets a cancelled request end as an AbortError, not as server trouble', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () =>
              reject(new DOMException('The operation was aborted.', 'AbortError')),
            );
          }),
      ),
    );
    const controller = new AbortController();
    const request = apiGet('configurator/allgpucomponents', { signal: controller.signal });
    controller.abort();
    const error = await request.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
    expect(isServerTrouble(error)).toBe(false);
  });

  it('counts a 5xx answer as server trouble, a 4xx not', async () => {
    serve(() => jsonResponse({ errors: [] }, 503));
    expect(isServerTrouble(await apiGet('x').catch((e: unknown) => e))).toBe(true);
    serve(() => jsonResponse({ errors: [] }, 404));
    expect(isServerTrouble(await apiGet('x').catch((e: unknown) => e))).toBe(false);
  });
});
