import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShell } from '../../test-render';
import { HomePage } from './home-page';

describe('HomePage', () => {
  it('offers building from scratch or starting from a recommendation', () => {
    renderWithShell(<HomePage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Build the perfect setup' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Build from scratch' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Build from scratch' })).toHaveAttribute(
      'href',
      '/pre-configurator/',
    );
    expect(screen.getByRole('link', { name: 'Help me get started' })).toHaveAttribute(
      'href',
      '/pre-configured-pcs/#listing',
    );
    expect(screen.getByRole('link', { name: 'Start your build' })).toHaveAttribute(
      'href',
      '/pre-configurator',
    );
  });

  it('renders the listing section it is given', () => {
    renderWithShell(<HomePage listing={<section aria-label="Featured builds" />} />);
    expect(screen.getByRole('region', { name: 'Featured builds' })).toBeInTheDocument();
  });
});
