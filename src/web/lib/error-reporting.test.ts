import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test-render';
import { installErrorReporting } from './error-reporting';

let uninstall: () => void;
let fetchMock: ReturnType<typeof vi.fn>;

function errorPosts() {
  return fetchMock.mock.calls
    .filter(([url]) => url === '/api/errors')
    .map(([, init]) => JSON.parse((init as RequestInit).body as string) as Record<string, unknown>);
}

beforeEach(() => {
  fetchMock = vi.fn((url: string) =>
    Promise.resolve(
      url === '/api/settings'
        ? jsonResponse({ data: { csrfToken: 't' } })
        : jsonResponse({ data: { id: '1' } }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  uninstall = installErrorReporting();
});
afterEach(() => {
  uninstall();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('error reporting', () => {
  it('posts uncaught errors with the page url and client data', async () => {
    const error = new Error('Boom');
    window.dispatchEvent(new ErrorEvent('error', { error, message: 'Boom' }));
    await vi.waitFor(() => expect(errorPosts()).toHaveLength(1));
    const [payload] = errorPosts();
    expect(payload).toMatchObject({ message: 'Boom', url: location.href });
    expect(payload!.clientData).toMatchObject({
      stack: error.stack,
      userAgent: navigator.userAgent,
    });
  });

  it('posts unhandled promise rejections', async () => {
    const event = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.assign(event, { reason: new Error('Rejected'), promise: Promise.resolve() });
    window.dispatchEvent(event);
    await vi.waitFor(() => expect(errorPosts()).toHaveLength(1));
    expect(errorPosts()[0]).toMatchObject({ message: 'Rejected' });
  });

  it('only writes to the console when logging fails', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockImplementation((url: string) =>
      Promise.resolve(
        url === '/api/settings'
          ? jsonResponse({ data: { csrfToken: 't' } })
          : jsonResponse({}, 500),
      ),
    );
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('Boom'), message: 'Boom' }));
    await vi.waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith('Error logging failed', expect.anything()),
    );
    expect(errorPosts()).toHaveLength(1);
  });
});
