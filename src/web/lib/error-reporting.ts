import type { ErrorLogRequest } from '../../domain/contracts/platform';
import { apiPost } from './api-client';
import { ERROR_LOG_LIMITS } from '../../domain/contracts/platform-constants';

function describe(reason: unknown): { message: string; stack?: string } {
  if (reason instanceof Error)
    return { message: reason.message || reason.name, stack: reason.stack };
  if (typeof reason === 'string') return { message: reason };
  try {
    return { message: JSON.stringify(reason) ?? String(reason) };
  } catch {
    return { message: String(reason) };
  }
}

/** POST errors, silently: a failure is only written to the console (spec section 8). */
export function reportError(reason: unknown, extra: Record<string, unknown> = {}): Promise<void> {
  const { message, stack } = describe(reason);
  const payload: ErrorLogRequest = {
    message: (message || 'Unknown error').slice(0, ERROR_LOG_LIMITS.message),
    url: location.href.slice(0, ERROR_LOG_LIMITS.url),
    clientData: { stack: stack?.slice(0, 8_000), userAgent: navigator.userAgent, ...extra },
  };
  return apiPost('errors', payload).then(
    () => undefined,
    (failure: unknown) => console.error('Error logging failed', failure),
  );
}

/** Sends uncaught errors and unhandled promise rejections; returns the uninstaller. */
export function installErrorReporting(): () => void {
  const onError = (event: ErrorEvent) => {
    void reportError(event.error ?? event.message, {
      source: event.filename,
      line: event.lineno,
      column: event.colno,
    });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    void reportError(event.reason, { kind: 'unhandledrejection' });
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
