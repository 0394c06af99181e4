import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithShell } from '../../test-render';
import { IntroBox } from './intro-box';

describe('IntroBox', () => {
  it('shows subtitle, title and rich content; markup in a string stays text', () => {
    const { container } = renderWithShell(
      <IntroBox
        subtitle="Step 1"
        title="Choose a chipset"
        content={
          <p>
            Pick <strong>one</strong>
            {'<script>alert(1)</script>'}
          </p>
        }
        reduced
      />,
    );
    expect(screen.getByText('Step 1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a chipset' })).toBeInTheDocument();
    expect(screen.getByText('one').tagName).toBe('STRONG');
    expect(container.querySelector('script')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script>');
  });

  it('renders a list of buttons: links or actions', async () => {
    const onClick = vi.fn();
    renderWithShell(
      <IntroBox
        title="Existing Build"
        buttons={[
          { title: 'Overview Previous Build', link: '/overview' },
          { title: 'Start Over', onClick },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Overview Previous Build' })).toHaveAttribute(
      'href',
      '/overview',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Start Over' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('renders image cards with a 2x source when given', () => {
    renderWithShell(
      <IntroBox
        title="Pick"
        cards={[
          {
            image: '/a.png',
            image2x: '/a@2x.png',
            imageAlt: 'A case',
            title: 'Case',
            buttonTitle: 'Choose',
            link: '/x',
          },
        ]}
      />,
    );
    expect(screen.getByRole('img', { name: 'A case' })).toHaveAttribute(
      'srcset',
      '/a.png 1x, /a@2x.png 2x',
    );
    expect(screen.getByRole('link', { name: 'Choose' })).toHaveAttribute('href', '/x');
  });
});
