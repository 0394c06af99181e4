// Plain values, no zod: the web bundle imports this module (see eslint.config.js).
import type { SiteConfig } from './site-config';

export const SITE_CONFIG_ELEMENT_ID = 'site-config';

/** Used by the Vite dev server and tests when the server has not injected a config. */
export const DEFAULT_SITE_CONFIG: SiteConfig = {
  brand: 'Rigforge',
  supportPhone: '0330 555 0199',
  supportEmail: 'support@rigforge.example',
  retailSiteUrl: 'https://www.rigforge.example/',
  basketUrl: 'https://www.rigforge.example/basket',
  checkoutUrl: 'https://www.rigforge.example/checkout',
  reviewWidget: null,
  dataAttributions: [],
  fcaFirmReferenceNumber: null,
  financeBrokerText: null,
};

/** FCA firm reference numbers are 6 or 7 digits (the FCA register's FRN). */
export const FCA_FIRM_REFERENCE_NUMBER_PATTERN = /^\d{6,7}$/;

/** The footer's finance-broker wording when none is configured. */
export function defaultFinanceBrokerText(brand: string): string {
  return `${brand} is a credit broker, not a lender, and offers credit from a panel of lenders. Finance is available to UK residents aged 18 and over, subject to status.`;
}

/**
 * The footer's regulatory sentence: the configured FCA firm reference number, or a plain
 * statement that there is none (never a made-up placeholder number).
 */
export function fcaStatement(brand: string, firmReferenceNumber: string | null): string {
  return firmReferenceNumber === null
    ? `${brand} has no FCA firm reference number.`
    : `${brand} is authorised and regulated by the Financial Conduct Authority (FRN ${firmReferenceNumber}).`;
}
