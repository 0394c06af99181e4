import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import type { SiteConfig } from '../domain/contracts/site-config';
import { DEFAULT_SITE_CONFIG } from '../domain/contracts/site-config-defaults';
import { SiteConfigContext } from './lib/site-config';

/** Renders inside a memory router with a site config, as the app does. */
export function renderWithShell(
  ui: ReactElement,
  options: { path?: string; config?: Partial<SiteConfig> } = {},
) {
  const config = { ...DEFAULT_SITE_CONFIG, ...options.config };
  return render(
    <SiteConfigContext value={config}>
      <MemoryRouter initialEntries={[options.path ?? '/']}>{ui}</MemoryRouter>
    </SiteConfigContext>,
  );
}

/** A fetch Response with a JSON body. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
