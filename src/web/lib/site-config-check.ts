import type { SiteConfig } from '../../domain/contracts/site-config';
import { FCA_FIRM_REFERENCE_NUMBER_PATTERN } from '../../domain/contracts/site-config-defaults';

/*
 * The domain's zod schemas are not imported at run time in the browser: zod would add
 * ~24 KB gzip to every route's initial JavaScript, which its budget (DESIGN.md section 8)
 * cannot afford (eslint forbids it). Plain constants come from the zod-free modules in
 * src/domain/contracts/*-constants.ts, *-defaults.ts and error-codes.ts. The one check the
 * browser needs is written by hand here; site-config-check.test.ts fails if it accepts anything
 * siteConfigSchema would not.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    return Boolean(new URL(value).protocol);
  } catch {
    return false;
  }
}

function isReviewWidget(value: unknown): boolean {
  if (!isRecord(value) || typeof value.provider !== 'string' || !isUrl(value.scriptUrl))
    return false;
  const { attributes } = value;
  return isRecord(attributes) && Object.values(attributes).every((v) => typeof v === 'string');
}

const isNullableText = (value: unknown) => value === null || typeof value === 'string';

/** Same acceptance as siteConfigSchema (checked against it by the test). */
export function isSiteConfig(value: unknown): value is SiteConfig {
  if (!isRecord(value)) return false;
  const texts = ['brand', 'supportPhone', 'supportEmail'].every(
    (key) => typeof value[key] === 'string',
  );
  const urls = ['retailSiteUrl', 'basketUrl', 'checkoutUrl'].every((key) => isUrl(value[key]));
  const attributions =
    Array.isArray(value.dataAttributions) &&
    value.dataAttributions.every((a) => typeof a === 'string');
  const firmNumber =
    value.fcaFirmReferenceNumber === null ||
    (typeof value.fcaFirmReferenceNumber === 'string' &&
      FCA_FIRM_REFERENCE_NUMBER_PATTERN.test(value.fcaFirmReferenceNumber));
  return (
    texts &&
    urls &&
    attributions &&
    firmNumber &&
    isNullableText(value.financeBrokerText) &&
    (value.reviewWidget === null || isReviewWidget(value.reviewWidget))
  );
}
