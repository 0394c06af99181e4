import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShell } from '../../test-render';
import { ImageCard } from './image-card';

const card = {
  image: '/card.svg',
  image2x: '/card@2x.svg',
  imageAlt: 'A gaming PC',
  subTitle: 'Build Your Own',
  title: 'Build from scratch',
  buttonTitle: 'Start',
  link: '/pre-configurator/',
};

describe('ImageCard', () => {
  it('shows its image (with the 2x version), subtitle, title and a button to its link', () => {
    renderWithShell(<ImageCard {...card} />);
    const image = screen.getByRole('img', { name: 'A gaming PC' });
    expect(image).toHaveAttribute('srcset', '/card.svg 1x, /card@2x.svg 2x');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(screen.getByText('Build Your Own')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Build from scratch' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start' })).toHaveAttribute(
      'href',
      '/pre-configurator/',
    );
  });

  it('loads a priority image at once, as the largest paint above the fold', () => {
    renderWithShell(<ImageCard {...card} priority />);
    const image = screen.getByRole('img', { name: 'A gaming PC' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });
});
