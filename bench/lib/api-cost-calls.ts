import type { InjectOptions } from 'fastify';
import { FEATURED_BUILDS_QUERY } from '../../src/domain/contracts/preconfigured-build-constants';
import { BROWSER_HEADERS, FULL_BUILD_BODY } from './fixtures';

/** The API budgets' calls (bench/compare.ts) as injected requests, with the browser's headers. */
export function apiCostCalls(csrfToken: string): { name: string; request: InjectOptions }[] {
  const post = {
    ...BROWSER_HEADERS,
    'content-type': 'application/json',
    'x-csrf-token': csrfToken,
  };
  return [
    { name: 'settings', request: { method: 'GET', url: '/api/settings' } },
    {
      name: 'allgpucomponents',
      request: {
        method: 'GET',
        url: '/api/configurator/allgpucomponents',
        headers: BROWSER_HEADERS,
      },
    },
    {
      name: 'getbuilds-featured',
      request: {
        method: 'POST',
        url: '/api/configurator/getbuilds',
        headers: post,
        payload: JSON.stringify(FEATURED_BUILDS_QUERY),
      },
    },
    {
      name: 'getbuilds-filtered',
      request: {
        method: 'GET',
        url: '/api/configurator/getbuilds?chipset=2&gameId=12&resolutionId=2&pageSize=9&pageNumber=1',
        headers: BROWSER_HEADERS,
      },
    },
    {
      name: 'validate',
      request: {
        method: 'POST',
        url: '/api/configurator/validate',
        headers: post,
        payload: FULL_BUILD_BODY,
      },
    },
  ];
}
