import { describe, expect, it } from 'vitest';
import { createTokenVerifier, issueToken, isValidToken } from './csrf-token';

const options = { secret: 's'.repeat(32), ttlSeconds: 60, now: () => 1_800_000_000_000 };

describe('anti-forgery tokens', () => {
  it('are unique, and valid until their expiry under the same secret only', () => {
    const tokens = new Set(Array.from({ length: 2_000 }, () => issueToken(options)));
    expect(tokens.size).toBe(2_000);
    const token = issueToken(options);
    expect(isValidToken(token, options)).toBe(true);
    expect(isValidToken(token, { ...options, now: () => options.now() + 59_999 })).toBe(true);
    expect(isValidToken(token, { ...options, now: () => options.now() + 60_000 })).toBe(false);
    expect(isValidToken(token, { ...options, secret: 't'.repeat(32) })).toBe(false);
  });

  it('refuses malformed tokens without throwing', () => {
    for (const token of [
      undefined,
      '',
      '.',
      'a.b.c',
      'x'.repeat(600),
      `${Buffer.from('not json').toString('base64url')}.sig`,
    ]) {
      expect(isValidToken(token, options)).toBe(false);
    }
  });

  it('remember verified tokens but still expire them, and verify any other string in full', () => {
    let now = options.now();
    const verify = createTokenVerifier({ ...options, now: () => now });
    const token = issueToken(options);
    expect(verify(token)).toBe(true);
    expect(verify(token)).toBe(true);
    const [payload, signature] = token.split('.') as [string, string];
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect(verify(`${payload}.${flipped}`)).toBe(false);
    expect(verify(undefined)).toBe(false);
    now += 60_000;
    expect(verify(token)).toBe(false);
    const other = createTokenVerifier({ ...options, secret: 't'.repeat(32) });
    expect(other(token)).toBe(false);
  });
});
