import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithShell } from '../../test-render';
import { Header } from './header';

const config = {
  retailSiteUrl: 'https://shop.example/',
  basketUrl: 'https://shop.example/basket',
  checkoutUrl: 'https://shop.example/checkout',
};

const toggle = () => screen.getByRole('button', { name: /menu/i });

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.style.overflow = '';
  document.querySelectorAll('script[data-review-widget]').forEach((s) => s.remove());
});

describe('Header', () => {
  it('links to every section of the site', () => {
    renderWithShell(<Header />, { config });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const href = (name: string) => within(nav).getByRole('link', { name }).getAttribute('href');
    expect(href('Back to main site')).toBe('https://shop.example/');
    expect(href('Configurator Home')).toBe('/');
    expect(href('Our Recommendations')).toBe('/pre-configured-pcs/');
    expect(href('Build Your Own')).toBe('/pre-configurator/');
    expect(href('Basket')).toBe('https://shop.example/basket');
    expect(href('Checkout')).toBe('https://shop.example/checkout');
    expect(screen.getByRole('link', { name: 'Rigforge configurator home' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it.each([
    ['/', 'Configurator Home'],
    ['/pre-configured-pcs', 'Our Recommendations'],
    ['/pre-configured-pcs/', 'Our Recommendations'],
    ['/pre-configurator', 'Build Your Own'],
  ])('marks the current page on %s: %s', (path, current) => {
    renderWithShell(<Header />, { config, path });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const marked = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page')
      .map((link) => link.textContent);
    expect(marked).toEqual([current]);
  });

  it('shows no rating at all without a configured review widget', () => {
    const { container } = renderWithShell(<Header />);
    const header = screen.getByRole('banner');
    expect(header).not.toHaveTextContent(/out of 5|★|rating|review/i);
    expect(container.querySelector('[data-review-provider]')).not.toBeInTheDocument();
  });

  it('loads a configured review widget script once and renders its element', () => {
    const reviewWidget = {
      provider: 'Trustpilot',
      scriptUrl: 'https://widget.example/w.js',
      attributes: { 'data-template-id': 'abc' },
    };
    const { unmount } = renderWithShell(<Header />, { config: { reviewWidget } });
    unmount();
    const { container } = renderWithShell(<Header />, { config: { reviewWidget } });
    expect(document.querySelectorAll('script[src="https://widget.example/w.js"]')).toHaveLength(1);
    expect(container.querySelector('[data-template-id="abc"]')).toBeInTheDocument();
  });

  it('opens the mobile menu, locks scrolling and closes by the button', async () => {
    const user = userEvent.setup();
    document.body.style.overflow = 'auto';
    renderWithShell(<Header />);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle().getAttribute('aria-controls')!);
    expect(panel).not.toBeVisible();

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(toggle()).toHaveAccessibleName('Close menu');
    expect(panel).toBeVisible();
    expect(document.body.style.overflow).toBe('hidden');

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.overflow).toBe('auto');
  });

  it('closes by clicking the overlay and by Escape, returning focus to the toggle', async () => {
    const user = userEvent.setup();
    renderWithShell(<Header />);
    await user.click(toggle());
    await user.click(screen.getByTestId('menu-overlay'));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();

    await user.click(toggle());
    await user.keyboard('{Tab}');
    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('makes everything but the open menu inert, and gives it back on close', async () => {
    const user = userEvent.setup();
    renderWithShell(
      <>
        <Header />
        <main>
          <a href="/behind">Behind the menu</a>
        </main>
      </>,
    );
    const main = screen.getByRole('main');
    const logo = screen.getByRole('link', { name: /configurator home/ });
    await user.click(toggle());
    expect(main).toHaveAttribute('inert');
    expect(logo.closest('[inert]')).not.toBeNull();
    const panel = screen.getByRole('navigation', { name: 'Site' });
    expect(panel.closest('[inert]')).toBeNull();
    expect(toggle().closest('[inert]')).toBeNull();

    await user.click(toggle());
    expect(main).not.toHaveAttribute('inert');
    expect(logo.closest('[inert]')).toBeNull();
  });

  it('closes the menu when a link is followed', async () => {
    const user = userEvent.setup();
    renderWithShell(<Header />);
    await user.click(toggle());
    await user.click(
      within(screen.getByRole('navigation', { name: 'Site' })).getByRole('link', {
        name: 'Build Your Own',
      }),
    );
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the window widens to the desktop layout', async () => {
    const listeners = new Set<() => void>();
    let matches = false;
    vi.stubGlobal('matchMedia', () => ({
      get matches() {
        return matches;
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }));
    const user = userEvent.setup();
    renderWithShell(<Header />);
    await user.click(toggle());
    matches = true;
    act(() => listeners.forEach((listener) => listener()));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.overflow).toBe('');
  });

  it('has no navigation when the menu is disabled', () => {
    renderWithShell(<Header menuDisabled />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /menu/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
