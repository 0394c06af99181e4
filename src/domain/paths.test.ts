import { describe, expect, it } from 'vitest';
import { PATHS, paths } from './paths';

describe('paths', () => {
  it('names the spec routes', () => {
    expect(PATHS).toEqual({
      home: '/',
      preConfigurator: '/pre-configurator',
      preConfiguredPcs: '/pre-configured-pcs',
      configurator: '/configurator',
      overview: '/overview',
    });
  });

  it('adds only the query values given', () => {
    expect(paths.configurator()).toBe('/configurator');
    expect(paths.configurator({ switch: '0' })).toBe('/configurator?switch=0');
    expect(paths.configurator({ category: 'gpu' })).toBe('/configurator?category=gpu');
    expect(paths.overview({ state: 'review' })).toBe('/overview?state=review');
    expect(paths.preConfiguredPcs({ page: 2, chipset: 1, Game: 3, Resolution: undefined })).toBe(
      '/pre-configured-pcs?page=2&chipset=1&Game=3',
    );
  });

  it('escapes ids in path segments', () => {
    expect(paths.share('AbCd_EfGh-IjKlMnOp')).toBe('/share/AbCd_EfGh-IjKlMnOp');
    expect(paths.buildOverview('a/b c')).toBe('/build-overview/a%2Fb%20c');
    expect(paths.addToCart('x?y')).toBe('/api/checkout/add-to-cart/x%3Fy');
  });
});
