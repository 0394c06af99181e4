import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../domain/contracts/api-envelope';
import { hostNameOf } from '../config';
import { isApiRequest } from './api-scope';
import { errorsPayload } from './errors';
import fp from 'fastify-plugin';

export interface AllowedHostsOptions {
  /** Host names served (Config.allowedHosts); null: any host (no PUBLIC_ORIGIN nor ALLOWED_HOSTS). */
  hosts: string[] | null;
}

/**
 * Answered whatever the Host: load balancers and orchestrators probe a node by its address
 * (`Host: 10.0.3.7:3000`), and these say nothing a page could use. /metrics has its own gate
 * (metrics-access.ts): a token, or a loopback peer naming a loopback host.
 */
const ANY_HOST_ROUTES = new Set(['/api/health', '/api/ready', '/metrics']);

/** `http://host` at the start of an absolute-form request target: its host is the one asked for. */
const ABSOLUTE_FORM = /^[a-z][a-z\d+.-]*:\/\//i;

const MESSAGE = 'This server does not serve the host named in the request.';

const PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Misdirected request</title>' +
  `</head><body><h1>Misdirected request</h1><p>${MESSAGE}</p></body></html>`;

function namesAllowedHost(request: FastifyRequest, allowed: ReadonlySet<string>): boolean {
  const host = hostNameOf(request.headers.host ?? '');
  if (host === null || !allowed.has(host)) return false;
  if (!ABSOLUTE_FORM.test(request.url)) return true;
  const target = URL.parse(request.url)?.hostname;
  return target !== undefined && allowed.has(target);
}

/**
 * With PUBLIC_ORIGIN or ALLOWED_HOSTS set, a request whose Host (or absolute-form target) names
 * another host gets 421 Misdirected Request: the errors payload under /api, a plain page
 * elsewhere (never the app, whose head would carry URLs). That stops DNS rebinding (a page of
 * rebind.evil.example whose name now points here, reading tokens and writing as a same-origin
 * page) and keeps foreign hosts out of anything built from the request. The Host header is
 * the one compared, never X-Forwarded-Host: a proxy in front passes the public host through
 * (nginx: `proxy_set_header Host $host`) or its own name is listed in ALLOWED_HOSTS. Ports are
 * not compared: a rebinding page differs by name. See ADR 100.
 */
export const allowedHostsPlugin = fp<AllowedHostsOptions>(async (app, { hosts }) => {
  if (hosts === null) return;
  const allowed = new Set(hosts);
  app.addHook('onRequest', (request, reply, done) => {
    const route = request.routeOptions.url?.toLowerCase();
    if ((route !== undefined && ANY_HOST_ROUTES.has(route)) || namesAllowedHost(request, allowed))
      return done();
    reply.code(421);
    if (isApiRequest(request)) reply.send(errorsPayload(ERROR_CODES.misdirectedRequest, MESSAGE));
    else reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(PAGE);
  });
});
