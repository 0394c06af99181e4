import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_LAYOUT, useLayoutStore } from '../state/layout-store';
import { jsonResponse, renderWithShell } from '../test-render';
import { AppErrorBoundary } from './error-boundary';
import { RootLayout } from './root-layout';

let fetchMock: ReturnType<typeof vi.fn>;
const errorPosts = () => fetchMock.mock.calls.filter(([url]) => url === '/api/errors');

function Broken(): never {
  throw new Error('Render failed');
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
  // React reports caught render errors to the console; keep the output clean.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  useLayoutStore.setState(INITIAL_LAYOUT);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function expectErrorPage() {
  expect(screen.getByText('Whoops')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Page Error' })).toBeInTheDocument();
  expect(
    screen.getByText("We're experiencing a technical difficulty, please come back later."),
  ).toBeInTheDocument();
  expect(document.title).toBe('Error Page | Rigforge');
  expect(screen.queryByRole('button', { name: /menu/i })).not.toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
}

describe('error boundary', () => {
  it('shows the error page on a rendering error and logs it', async () => {
    renderWithShell(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expectErrorPage();
    await vi.waitFor(() => expect(errorPosts()).toHaveLength(1));
    const body = JSON.parse((errorPosts()[0]![1] as RequestInit).body as string) as {
      message: string;
    };
    expect(body.message).toBe('Render failed');
  });

  it('shows the error page instead of the content when the server-error flag is set', () => {
    useLayoutStore.setState({ serverError: true });
    renderWithShell(<RootLayout />);
    expectErrorPage();
  });
});
