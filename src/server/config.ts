import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import {
  DEFAULT_SITE_CONFIG,
  FCA_FIRM_REFERENCE_NUMBER_PATTERN,
  type SiteConfig,
} from '../domain/contracts/site-config';

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const port = z.coerce.number().int().min(0).max(65_535);

const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^(postgres(ql)?:\/\/|memory:\/\/$)/, 'must be a postgres:// URL or memory://')
      .optional(),
  ),
  CSRF_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  CSRF_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).default(3600),
  ALLOWED_ORIGINS: optionalText,
  TRUST_PROXY: optionalText,
  LOGGING_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  REDIS_URL: optionalText.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
  ),
  REDIS_TIMEOUT_SECONDS: z.coerce.number().min(0.05).max(60).default(0.5),
  RATE_LIMIT_PREFIX: z.string().min(1).default('rigforge-rl:'),
  DATABASE_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(300).default(3),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(600).default(30),
  SAVE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  CATALOG_POLL_SECONDS: z.coerce.number().min(0).max(86_400).default(10),
  BRAND: optionalText,
  SUPPORT_PHONE: optionalText,
  SUPPORT_EMAIL: optionalText,
  RETAIL_SITE_URL: optionalText.pipe(z.url().optional()),
  BASKET_URL: optionalText.pipe(z.url().optional()),
  CHECKOUT_URL: optionalText.pipe(z.url().optional()),
  REVIEW_WIDGET_PROVIDER: optionalText,
  REVIEW_WIDGET_SCRIPT_URL: optionalText.pipe(z.url().optional()),
  REVIEW_WIDGET_ATTRIBUTES: optionalText,
  PUBLIC_ORIGIN: optionalText.pipe(z.url().optional()),
  ALLOWED_HOSTS: optionalText,
  FCA_FIRM_REFERENCE_NUMBER: optionalText.pipe(
    z.string().regex(FCA_FIRM_REFERENCE_NUMBER_PATTERN, 'must be 6 or 7 digits').optional(),
  ),
  FINANCE_BROKER_TEXT: optionalText,
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).default('dist/web'),
});

const widgetAttributesSchema = z.record(z.string(), z.string());

export type DatabaseTarget =
  { kind: 'pglite'; dataDir: string | 'memory://' } | { kind: 'postgres'; url: string };

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseTarget;
  /** Rate-limit counts in this Redis, shared by every node; null = in each node's memory. */
  redisUrl: string | null;
  /** Deadline of each Redis command; past it the request passes uncounted. */
  redisTimeoutMs: number;
  /** Key prefix of the rate-limit counts in Redis (one per deployment). */
  rateLimitPrefix: string;
  /** PostgreSQL: connect and per-query deadline; past it the call answers 503 (database away). */
  databaseTimeoutMs: number;
  csrfSecret: string;
  csrfTokenTtlSeconds: number;
  allowedOrigins: string[];
  /**
   * Which X-Forwarded-* hops to believe: false (none), a hop count, or the proxies' addresses
   * and CIDR ranges. Never every hop: a client could name any address it likes.
   */
  trustProxy: false | number | string[];
  loggingRateLimitPerMinute: number;
  /** A request's head and body must have arrived within this (slow clients get 408 and are closed). */
  requestTimeoutMs: number;
  /** Builds one client address may save (SaveLocalBuild, completeBuildAndSave) per minute. */
  saveRateLimitPerMinute: number;
  /** How often each node checks the catalogue version and reloads; 0 = never. */
  catalogPollMs: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Bearer token for GET /metrics; without one only loopback clients may read it. */
  metricsToken: string | null;
  webDistDir: string;
  /**
   * The site's public origin ('https://shop.example'): the only source of absolute URLs in
   * pages (null: pages carry none) and the origin the anti-forgery check compares.
   */
  publicOrigin: string | null;
  /**
   * Host names (lower case, no port) a request's Host may name: PUBLIC_ORIGIN's host and
   * ALLOWED_HOSTS; others get 421. null (neither set): any host is served.
   */
  allowedHosts: string[] | null;
  site: SiteConfig;
}

export class ConfigError extends Error {
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/**
 * Reads and validates the environment. Pure except for one thing: without
 * CSRF_SECRET it reads (or creates once) DATA_DIR/csrf-secret so that restarts
 * keep issued tokens valid.
 */
export function loadConfig(env: Env = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: databaseTarget(e.DATABASE_URL, dataDir),
    databaseTimeoutMs: Math.round(e.DATABASE_TIMEOUT_SECONDS * 1000),
    redisUrl: e.REDIS_URL ?? null,
    redisTimeoutMs: Math.round(e.REDIS_TIMEOUT_SECONDS * 1000),
    rateLimitPrefix: e.RATE_LIMIT_PREFIX,
    csrfSecret: e.CSRF_SECRET ?? persistedSecret(dataDir),
    csrfTokenTtlSeconds: e.CSRF_TOKEN_TTL_SECONDS,
    allowedOrigins: allowedOrigins(e.ALLOWED_ORIGINS),
    trustProxy: trustProxy(e.TRUST_PROXY),
    loggingRateLimitPerMinute: e.LOGGING_RATE_LIMIT_PER_MINUTE,
    saveRateLimitPerMinute: e.SAVE_RATE_LIMIT_PER_MINUTE,
    requestTimeoutMs: Math.round(e.REQUEST_TIMEOUT_SECONDS * 1000),
    catalogPollMs: Math.round(e.CATALOG_POLL_SECONDS * 1000),
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN ?? null,
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    publicOrigin: publicOrigin(e.PUBLIC_ORIGIN),
    allowedHosts: allowedHosts(e.PUBLIC_ORIGIN, e.ALLOWED_HOSTS),
    site: siteFromEnv(e),
  };
}

/** The public settings injected into index.html for the web app. */
export function siteConfigFrom(config: Config): SiteConfig {
  return config.site;
}

function databaseTarget(url: string | undefined, dataDir: string): DatabaseTarget {
  if (url === undefined) return { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') };
  if (url === 'memory://') return { kind: 'pglite', dataDir: 'memory://' };
  return { kind: 'postgres', url };
}

/** 'false'/'0'/unset: none; 'true': one hop (one proxy in front); N: N hops; else addresses/CIDRs. */
function trustProxy(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const bad = entries.filter((entry) => {
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const maxPrefix = family === 4 ? 32 : 128;
    return (
      family === 0 ||
      rest.length > 0 ||
      (prefix !== undefined && !(/^\d+$/.test(prefix) && Number(prefix) <= maxPrefix))
    );
  });
  if (entries.length === 0 || bad.length > 0)
    throw new ConfigError([
      `TRUST_PROXY: '${value}' is not false, a hop count, or proxy addresses/CIDR ranges (e.g. 10.0.0.0/8)`,
    ]);
  return entries;
}

function publicOrigin(url: string | undefined): string | null {
  if (url === undefined) return null;
  const origin = new URL(url).origin;
  if (origin === 'null' || !/^https?:/.test(origin))
    throw new ConfigError([`PUBLIC_ORIGIN: '${url}' is not an http(s) origin`]);
  return origin;
}

/** A Host header's name as it is compared: lower case, IDNs in punycode, no port; null if malformed. */
export function hostNameOf(host: string): string | null {
  // The URL parser would read 'a/b', 'a?b', 'a#b' and 'u@a' as a host plus more: not a Host.
  if (/[/?#@\\\s]/.test(host)) return null;
  return URL.parse(`http://${host}`)?.hostname ?? null;
}

function allowedHosts(origin: string | undefined, list: string | undefined): string[] | null {
  if (origin === undefined && list === undefined) return null;
  const hosts = new Set<string>();
  const fromOrigin = origin === undefined ? null : URL.parse(origin)?.hostname;
  if (fromOrigin) hosts.add(fromOrigin);
  for (const entry of (list ?? '').split(',').map((h) => h.trim())) {
    if (entry === '') continue;
    const name = hostNameOf(entry);
    // Ports are not compared: an entry with one (outside an IPv6 literal's brackets) is a mistake.
    if (name === null || entry.replace(/^\[[^\]]*\]/, '').includes(':'))
      throw new ConfigError([
        `ALLOWED_HOSTS: '${entry}' is not a host name (no scheme, port or path), e.g. shop.example`,
      ]);
    hosts.add(name);
  }
  return [...hosts];
}

function allowedOrigins(list: string | undefined): string[] {
  if (list === undefined) return [];
  return list
    .split(',')
    .map((o) => o.trim())
    .filter((o) => o !== '')
    .map((o) => {
      const url = URL.parse(o);
      if (url === null || url.origin === 'null')
        throw new ConfigError([`ALLOWED_ORIGINS: '${o}' is not an origin`]);
      return url.origin;
    });
}

function siteFromEnv(e: z.infer<typeof envSchema>): SiteConfig {
  const d = DEFAULT_SITE_CONFIG;
  return {
    brand: e.BRAND ?? d.brand,
    supportPhone: e.SUPPORT_PHONE ?? d.supportPhone,
    supportEmail: e.SUPPORT_EMAIL ?? d.supportEmail,
    retailSiteUrl: e.RETAIL_SITE_URL ?? d.retailSiteUrl,
    basketUrl: e.BASKET_URL ?? d.basketUrl,
    checkoutUrl: e.CHECKOUT_URL ?? d.checkoutUrl,
    reviewWidget: reviewWidget(e),
    // Filled in from the loaded catalogue by the web plugin.
    dataAttributions: [],
    fcaFirmReferenceNumber: e.FCA_FIRM_REFERENCE_NUMBER ?? null,
    financeBrokerText: e.FINANCE_BROKER_TEXT ?? null,
  };
}

function reviewWidget(e: z.infer<typeof envSchema>): SiteConfig['reviewWidget'] {
  if (e.REVIEW_WIDGET_PROVIDER === undefined || e.REVIEW_WIDGET_SCRIPT_URL === undefined) {
    if (e.REVIEW_WIDGET_PROVIDER !== undefined || e.REVIEW_WIDGET_SCRIPT_URL !== undefined) {
      throw new ConfigError([
        'REVIEW_WIDGET_PROVIDER and REVIEW_WIDGET_SCRIPT_URL must be set together',
      ]);
    }
    return null;
  }
  return {
    provider: e.REVIEW_WIDGET_PROVIDER,
    scriptUrl: e.REVIEW_WIDGET_SCRIPT_URL,
    attributes: widgetAttributes(e.REVIEW_WIDGET_ATTRIBUTES),
  };
}

function widgetAttributes(json: string | undefined): Record<string, string> {
  if (json === undefined) return {};
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new ConfigError([
      'REVIEW_WIDGET_ATTRIBUTES: must be JSON, e.g. {"data-template-id":"abc"}',
    ]);
  }
  const parsed = widgetAttributesSchema.safeParse(value);
  if (!parsed.success)
    throw new ConfigError(['REVIEW_WIDGET_ATTRIBUTES: must be a JSON object of strings']);
  return parsed.data;
}

function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'csrf-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  // 0o600: the secret signs every anti-forgery token.
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
