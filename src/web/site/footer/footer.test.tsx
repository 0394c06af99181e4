import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShell } from '../../test-render';
import { SocialLinks } from '../social-links/social-links';
import { Footer } from './footer';

const config = {
  brand: 'Rigforge',
  retailSiteUrl: 'https://shop.example/',
  supportPhone: '0330 555 0199',
  supportEmail: 'help@shop.example',
};

describe('Footer', () => {
  it('has a logo linking to the site root', () => {
    renderWithShell(<Footer />, { config });
    expect(screen.getByRole('link', { name: 'Rigforge home' })).toHaveAttribute('href', '/');
  });

  it('links to the retail site pages', () => {
    renderWithShell(<Footer />, { config });
    const nav = screen.getByRole('navigation', { name: 'Help and information' });
    const href = (name: string) => within(nav).getByRole('link', { name }).getAttribute('href');
    expect(href('Privacy policy')).toBe('https://shop.example/privacy-policy');
    expect(href('Terms and conditions')).toBe('https://shop.example/terms-and-conditions');
    expect(href('Terms of sale (PDF)')).toBe('https://shop.example/terms-of-sale.pdf');
    expect(href('Blog')).toBe('https://shop.example/blog');
    expect(href('Get in touch')).toBe('https://shop.example/contact-us');
    expect(href('Warranty registration')).toBe('https://shop.example/warranty-registration');
    expect(href('FAQs')).toBe('https://shop.example/faqs');
    expect(href('Finance FAQs')).toBe('https://shop.example/finance-faqs');
  });

  it('shows the support phone and e-mail as links', () => {
    renderWithShell(<Footer />, { config });
    expect(screen.getByRole('link', { name: '0330 555 0199' })).toHaveAttribute(
      'href',
      'tel:03305550199',
    );
    expect(screen.getByRole('link', { name: 'help@shop.example' })).toHaveAttribute(
      'href',
      'mailto:help@shop.example',
    );
  });

  it('says there is no FCA firm reference number when none is configured, never a placeholder', () => {
    renderWithShell(<Footer />, { config });
    const legal = screen.getByText(/Rigforge is a credit broker, not a lender/);
    expect(legal).toHaveTextContent('Rigforge has no FCA firm reference number.');
    expect(legal).not.toHaveTextContent(/FRN|000000|authorised and regulated/);
  });

  it('shows the configured FCA firm reference number and finance-broker wording', () => {
    renderWithShell(<Footer />, {
      config: {
        ...config,
        fcaFirmReferenceNumber: '123456',
        financeBrokerText: 'Rigforge Ltd is an appointed representative of Lender plc.',
      },
    });
    const legal = screen.getByText(/appointed representative/);
    expect(legal).toHaveTextContent(
      'Rigforge Ltd is an appointed representative of Lender plc. Rigforge is authorised and regulated by the Financial Conduct Authority (FRN 123456).',
    );
    expect(screen.queryByText(/credit broker, not a lender/)).not.toBeInTheDocument();
  });

  it('shows the broker text, the finance disclosure and the 2025 copyright', () => {
    renderWithShell(<Footer />, { config });
    expect(screen.getByText(/Rigforge is a credit broker, not a lender/)).toBeInTheDocument();
    const disclosure = screen.getByText(/Representative APR \(variable\)/);
    expect(disclosure).toHaveTextContent('24.9%');
    expect(disclosure).toHaveTextContent('127.34%');
    expect(disclosure).toHaveTextContent(
      'Credit is subject to creditworthiness and affordability checks.',
    );
    expect(screen.getByText('© 2025 Rigforge. All rights reserved.')).toBeInTheDocument();
  });

  it('has four social links opening in a new tab', () => {
    renderWithShell(<Footer />, { config });
    const bar = screen.getByRole('list', { name: 'Follow us' });
    const links = within(bar).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'X',
      'Facebook',
      'YouTube',
      'Instagram',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
  });

  it('has a light variant of the social bar', () => {
    const { container } = renderWithShell(<SocialLinks light />);
    expect(container.querySelector('ul')?.className).toMatch(/light/);
  });

  it('credits the data licences the catalogue on sale requires, and nothing otherwise', () => {
    const notice =
      'Contains data from BuildCores OpenDB, made available under the ODC Attribution License.';
    const { unmount } = renderWithShell(<Footer />, {
      config: { ...config, dataAttributions: [notice] },
    });
    expect(screen.getByText(notice)).toBeInTheDocument();
    unmount();
    renderWithShell(<Footer />, { config });
    expect(screen.queryByText(/BuildCores/)).not.toBeInTheDocument();
  });
});
