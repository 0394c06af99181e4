import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLayoutStore } from '../state/layout-store';
import { mockApi, type ApiMock } from '../test/api-mock';
import { renderApp } from '../test/render-app';
import { renderWithShell } from '../test-render';
import { AppErrorBoundary } from './error-boundary';

let api: ApiMock;
const errorPosts = () => api.callsTo('POST errors');

function Broken(): never {
  throw new Error('Render failed');
}

beforeEach(() => {
  api = mockApi();
  // React reports caught render errors to the console; keep the output clean.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
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
    const body = errorPosts()[0]!.body as {
      message: string;
    };
    expect(body.message).toBe('Render failed');
  });

  it('shows the error page instead of the content when the server-error flag is set', async () => {
    useLayoutStore.setState({ serverError: true });
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Page Error' });
    expectErrorPage();
  });
});
