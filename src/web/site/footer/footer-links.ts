import type { SiteConfig } from '../../../domain/contracts/site-config';
import { retailPage } from '../navigation';

/** External pages of the retail website listed in the footer (spec section 2). */
export function footerLinks(config: SiteConfig) {
  return [
    { label: 'Privacy policy', href: retailPage(config, 'privacy-policy') },
    { label: 'Terms and conditions', href: retailPage(config, 'terms-and-conditions') },
    { label: 'Terms of sale (PDF)', href: retailPage(config, 'terms-of-sale.pdf') },
    { label: 'Blog', href: retailPage(config, 'blog') },
    { label: 'Get in touch', href: retailPage(config, 'contact-us') },
    { label: 'Warranty registration', href: retailPage(config, 'warranty-registration') },
    { label: 'FAQs', href: retailPage(config, 'faqs') },
    { label: 'Finance FAQs', href: retailPage(config, 'finance-faqs') },
  ];
}

export const COPYRIGHT_YEAR = 2025;
