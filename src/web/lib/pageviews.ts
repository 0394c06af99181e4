import type { LandingActivityRequest } from '../../domain/contracts/platform';
import { apiPost } from './api-client';
import { getCountry } from './country';

declare global {
  interface Window {
    /** The analytics tag manager's queue. */
    dataLayer?: unknown[];
  }
}

/** Logs a pageview; the landing page ('/' exactly) is also recorded as an activity. */
export function logPageview(path: string): void {
  (window.dataLayer ??= []).push({ event: 'pageview', path });
  if (path !== '/') return;
  const payload: LandingActivityRequest = {
    path,
    referrer: document.referrer || undefined,
    country: getCountry(),
  };
  apiPost('activities/landing', payload).catch((failure: unknown) =>
    console.error('Landing activity failed', failure),
  );
}
