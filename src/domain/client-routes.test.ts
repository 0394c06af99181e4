import { describe, expect, it } from 'vitest';
import { matchClientRoute } from './client-routes';
import { isPreconfiguredBuildId } from './contracts/preconfigured-build-constants';

describe('the spec’s client routes', () => {
  it.each([
    ['/', 'home', null],
    ['/index.html', 'home', null],
    ['/pre-configurator', 'preConfigurator', null],
    ['/pre-configurator/', 'preConfigurator', null],
    ['/Pre-Configured-PCs/', 'preConfiguredPcs', null],
    ['/configurator', 'configurator', null],
    ['/overview', 'overview', null],
    ['/build-overview/pc-blaze-amd-rx-9060-xt', 'buildOverview', 'pc-blaze-amd-rx-9060-xt'],
    ['/share/Ab-_0123456789xyz', 'share', 'Ab-_0123456789xyz'],
    ['/share/a%20b/', 'share', 'a b'],
  ])('%s is %s', (path, page, publicId) => {
    expect(matchClientRoute(path)).toEqual({ page, publicId });
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
