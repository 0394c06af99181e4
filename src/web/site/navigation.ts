import { PATHS } from '../../domain/paths';
import type { SiteConfig } from '../../domain/contracts/site-config';

export interface NavLink {
  label: string;
  href: string;
  /** External pages live on the main retail website. */
  external: boolean;
}

/** Site navigation links (spec section 2 "Navigation and shared furniture"). */
export function navigationLinks(config: SiteConfig): NavLink[] {
  return [
    { label: 'Back to main site', href: config.retailSiteUrl, external: true },
    { label: 'Configurator Home', href: PATHS.home, external: false },
    { label: 'Our Recommendations', href: `${PATHS.preConfiguredPcs}/`, external: false },
    { label: 'Build Your Own', href: `${PATHS.preConfigurator}/`, external: false },
    { label: 'Basket', href: config.basketUrl, external: true },
    { label: 'Checkout', href: config.checkoutUrl, external: true },
  ];
}

/** A page of the retail website, e.g. retailPage(config, 'privacy-policy'). */
export function retailPage(config: SiteConfig, path: string): string {
  return new URL(path, config.retailSiteUrl).toString();
}
