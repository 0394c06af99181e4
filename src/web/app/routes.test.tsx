import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test-render';
import { appRoutes } from './router';

function renderAt(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}

beforeEach(() => {
  // jsdom has no scrolling; ScrollRestoration calls it on navigation.
  vi.stubGlobal('scrollTo', vi.fn());
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(jsonResponse({ data: {} }))),
  );
});

describe('routes', () => {
  it('lazy-loads the home page at /', async () => {
    renderAt('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Build the perfect setup' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    // The title is set in an effect, after the heading is on screen.
    await waitFor(() => expect(document.title).toBe('Configurator Home | Rigforge'));
  });

  it('shows the 404 page for any other path', async () => {
    renderAt('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: '404 Page Error' }),
    ).toBeInTheDocument();
  });
});
