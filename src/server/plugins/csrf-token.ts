import { createHmac, createSecretKey, randomBytes, timingSafeEqual } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { z } from 'zod';

/**
 * Stateless anti-forgery tokens: base64url(JSON {iat, exp, nonce}) + '.' +
 * base64url(HMAC-SHA256(payload, secret)). Any node holding the same secret
 * verifies any token; nothing is stored (see docs/decisions/001).
 */
const payloadSchema = z.object({ iat: z.number(), exp: z.number(), nonce: z.string() });

export interface TokenOptions {
  secret: string;
  ttlSeconds: number;
  /** Milliseconds since the epoch; injectable so expiry is testable without waiting. */
  now: () => number;
}

const NONCE_BYTES = 12;
// One randomBytes call per token showed in profiles of GET /api/settings; draw nonces from a
// refilled pool instead.
const noncePool = { bytes: Buffer.alloc(0), offset: 0 };

function nonce(): string {
  if (noncePool.offset + NONCE_BYTES > noncePool.bytes.length) {
    noncePool.bytes = randomBytes(NONCE_BYTES * 512);
    noncePool.offset = 0;
  }
  const start = noncePool.offset;
  noncePool.offset += NONCE_BYTES;
  return noncePool.bytes.subarray(start, noncePool.offset).toString('base64url');
}

export function issueToken({ secret, ttlSeconds, now }: TokenOptions): string {
  const iat = Math.floor(now() / 1000);
  const payload = { iat, exp: iat + ttlSeconds, nonce: nonce() };
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${encoded}.${sign(encoded, secret)}`;
}

export function isValidToken(
  token: string | undefined,
  { secret, now }: Omit<TokenOptions, 'ttlSeconds'>,
): boolean {
  if (!token || token.length > 512) return false;
  const [encoded, signature, ...rest] = token.split('.');
  if (!encoded || !signature || rest.length > 0) return false;
  const expected = Buffer.from(sign(encoded, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  const payload = decode(encoded);
  return payload !== null && payload.exp > Math.floor(now() / 1000);
}

/** Most verified tokens remembered per node; the map starts again when full. */
const VERIFIED_CACHE_SIZE = 10_000;

/**
 * isValidToken with a memory of tokens already verified: a browser sends the same token
 * on every write for 4 minutes, so later writes skip the HMAC and the decode. Only the
 * token's expiry is kept, and it is checked against the clock on every use; a tampered
 * token is a different string and is verified in full.
 */
export function createTokenVerifier(
  options: Omit<TokenOptions, 'ttlSeconds'>,
): (token: string | undefined) => boolean {
  const verified = new Map<string, number>();
  return (token) => {
    if (!token) return false;
    const nowSeconds = Math.floor(options.now() / 1000);
    const exp = verified.get(token);
    if (exp !== undefined) return exp > nowSeconds;
    if (!isValidToken(token, options)) return false;
    const payload = decode(token.slice(0, token.indexOf('.')));
    if (payload) {
      if (verified.size >= VERIFIED_CACHE_SIZE) verified.clear();
      verified.set(token, payload.exp);
    }
    return true;
  };
}

// createHmac with a string secret imports the key on every call, a large part of signing a token;
// a node has one secret, so its KeyObject is made once.
let signingKey: { secret: string; key: KeyObject } | undefined;

function keyFor(secret: string): KeyObject {
  if (signingKey?.secret !== secret) signingKey = { secret, key: createSecretKey(secret, 'utf8') };
  return signingKey.key;
}

function sign(encoded: string, secret: string): string {
  return createHmac('sha256', keyFor(secret)).update(encoded).digest('base64url');
}

function decode(encoded: string): z.infer<typeof payloadSchema> | null {
  try {
    const parsed = payloadSchema.safeParse(
      JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
