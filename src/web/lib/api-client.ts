import type { SettingsResponse } from '../../domain/contracts/platform';
import { HttpError, NetworkError, isAbortError, toValidationError } from './api-errors';
import { CSRF_HEADER } from '../../domain/contracts/platform-constants';
import { createCsrfToken } from './csrf-token';

export { ApiValidationError, HttpError, NetworkError } from './api-errors';

/** Every call goes to this base path, without credentials (spec section 7). */
export const API_BASE = '/api/';

/** The shop's API reads with GET and writes with POST only. */
type Method = 'GET' | 'POST';

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toUrl(path: string) {
  return API_BASE + path.replace(/^\/+/, '');
}

export interface RequestOptions {
  /** Cancels the request (TanStack Query passes one per query; a superseded query aborts). */
  signal?: AbortSignal;
  /** Called when the answer's status and headers have arrived, before its body is read. */
  onResponse?: () => void;
}

async function send<T>(
  method: Method,
  path: string,
  body: unknown,
  { signal, onResponse }: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  // With a fresh token the call goes out in this task: an await here would let the render that
  // the caller has just scheduled (a choice in expert mode) run first and delay the request.
  if (method === 'POST') headers[CSRF_HEADER] = csrfToken.current() ?? (await csrfToken.get());
  let response: Response;
  try {
    response = await fetch(toUrl(path), {
      method,
      headers,
      credentials: 'omit',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    // An aborted request stays an AbortError; anything else means the API was not reached.
    if (isAbortError(error) || signal?.aborted) throw error;
    throw new NetworkError(error);
  }
  onResponse?.();
  const parsed = await readBody(response);
  if (!response.ok) {
    const validation = response.status === 400 ? toValidationError(parsed) : null;
    throw validation ?? new HttpError(response.status, parsed);
  }
  // Answers are read from the data wrapper field.
  return (parsed && typeof parsed === 'object' && 'data' in parsed ? parsed.data : parsed) as T;
}

/** The anti-forgery token shared by every mutating call of the app. */
export const csrfToken = createCsrfToken(async () => {
  const settings = await send<SettingsResponse>('GET', 'settings', undefined);
  if (typeof settings?.csrfToken !== 'string' || !settings.csrfToken)
    throw new Error('Settings carried no csrfToken');
  return settings.csrfToken;
});

export const apiGet = <T>(path: string, options?: RequestOptions) =>
  send<T>('GET', path, undefined, options);
export const apiPost = <T>(path: string, body?: unknown, options?: RequestOptions) =>
  send<T>('POST', path, body, options);
