import { describe, expect, it } from 'vitest';
import { matchClientRoute } from './client-routes-constants';
import { isPreconfiguredBuildId } from './preconfigured-build-constants';

describe('the spec’s client routes', () => {
  it.each([
    ['/', { page: 'home' }],
    ['/index.html', { page: 'home' }],
    ['/pre-configurator', { page: 'pre-configurator' }],
    ['/pre-configurator/', { page: 'pre-configurator' }],
    ['/Pre-Configured-PCs/', { page: 'pre-configured-pcs' }],
    ['/configurator', { page: 'configurator' }],
    ['/overview', { page: 'overview' }],
    [
      '/build-overview/pc-blaze-amd-rx-9060-xt',
      { page: 'build-overview', publicId: 'pc-blaze-amd-rx-9060-xt' },
    ],
    ['/share/Ab-_0123456789xyz', { page: 'share', publicId: 'Ab-_0123456789xyz' }],
    ['/share/a%20b/', { page: 'share', publicId: 'a b' }],
  ])('%s is a client route', (path, route) => {
    expect(matchClientRoute(path)).toEqual(route);
  });

  it.each([
    '/nope',
    '/share',
    '/share/',
    '/share/a/b',
    '/build-overview',
    '/configurator/extra',
    '/pre-configured-pcs/2',
    '/share/%E0%A4%A',
    '/share//x',
  ])('%s is not', (path) => {
    expect(matchClientRoute(path)).toBeNull();
  });
});

describe('pre-configured build ids', () => {
  it('are pc- and lower-case words, never 16 characters like a saved build’s id', () => {
    expect(isPreconfiguredBuildId('pc-blaze-amd-rx-9060-xt')).toBe(true);
    expect(isPreconfiguredBuildId('pc-abcdefghijklm')).toBe(false); // 16 characters
    expect(isPreconfiguredBuildId('pc-Blaze-amd-rx-9060')).toBe(false);
    expect(isPreconfiguredBuildId('pc--double-hyphen-id')).toBe(false);
    expect(isPreconfiguredBuildId('AbCdEfGhIjKlMnOp')).toBe(false);
    expect(isPreconfiguredBuildId(`pc-${'a'.repeat(78)}`)).toBe(false);
  });
});
