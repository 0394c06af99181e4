import type { SettingsResponse } from '../../domain/contracts/platform';
import { HttpError, toValidationError } from './api-errors';
import { CSRF_HEADER } from '../../domain/contracts/platform-constants';
import { createCsrfToken } from './csrf-token';

export { ApiValidationError, HttpError } from './api-errors';

/** Every call goes to this base path, without credentials (spec section 7). */
export const API_BASE = '/api/';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const MUTATING: ReadonlySet<Method> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

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

async function send<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (MUTATING.has(method)) headers[CSRF_HEADER] = await csrfToken.get();
  const response = await fetch(toUrl(path), {
    method,
    headers,
    credentials: 'omit',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
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
  const settings = await send<SettingsResponse>('GET', 'settings');
  if (typeof settings?.csrfToken !== 'string' || !settings.csrfToken)
    throw new Error('Settings carried no csrfToken');
  return settings.csrfToken;
});

export const apiGet = <T>(path: string) => send<T>('GET', path);
export const apiPost = <T>(path: string, body?: unknown) => send<T>('POST', path, body);
export const apiPut = <T>(path: string, body?: unknown) => send<T>('PUT', path, body);
export const apiPatch = <T>(path: string, body?: unknown) => send<T>('PATCH', path, body);
export const apiDelete = <T>(path: string, body?: unknown) => send<T>('DELETE', path, body);
