import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShell } from '../../test-render';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('says the page does not exist and offers a way home', () => {
    renderWithShell(<NotFoundPage />, { path: '/nowhere' });
    expect(screen.getByRole('heading', { level: 1, name: '404 Page Error' })).toBeInTheDocument();
    expect(
      screen.getByText('Sorry, the page you are looking for does not exist.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('404 Page Error | Rigforge');
  });
});
