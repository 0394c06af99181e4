import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../domain/contracts/api-envelope';
import * as platform from '../../domain/contracts/platform';
import * as siteConfig from '../../domain/contracts/site-config';
import * as mirror from './contract-constants';

describe('constants mirrored from the domain contracts', () => {
  it('equal the domain values', () => {
    expect(mirror.CSRF_HEADER).toBe(platform.CSRF_HEADER);
    expect(mirror.ERROR_LOG_LIMITS).toEqual(platform.ERROR_LOG_LIMITS);
    expect(mirror.GENERIC_PRODUCT_ERROR_CODE).toBe(ERROR_CODES.genericProduct);
    expect(mirror.SITE_CONFIG_ELEMENT_ID).toBe(siteConfig.SITE_CONFIG_ELEMENT_ID);
    expect(mirror.DEFAULT_SITE_CONFIG).toEqual(siteConfig.DEFAULT_SITE_CONFIG);
  });

  it('accept the same site configs as siteConfigSchema', () => {
    const base = siteConfig.DEFAULT_SITE_CONFIG;
    const widget = { provider: 'Trustpilot', scriptUrl: 'https://widget.example/w.js', attributes: { 'data-locale': 'en-GB' } };
    const samples: unknown[] = [
      base,
      { ...base, reviewWidget: widget },
      { ...base, reviewWidget: { ...widget, scriptUrl: 'not a url' } },
      { ...base, reviewWidget: { ...widget, attributes: { 'data-x': 1 } } },
      { ...base, reviewWidget: undefined },
      { ...base, retailSiteUrl: 'nope' },
      { ...base, brand: 42 },
      { ...base, dataAttributions: ['Contains data from X.'] },
      { ...base, dataAttributions: [1] },
      { ...base, dataAttributions: undefined },
      { brand: 'Only a brand' },
      null,
      [],
      'text',
    ];
    for (const sample of samples) {
      expect(mirror.isSiteConfig(sample), JSON.stringify(sample)).toBe(siteConfig.siteConfigSchema.safeParse(sample).success);
    }
  });
});
