/**
 * Server rendering's contract between the two sides (DESIGN.md section 2, ADR 094). The server
 * loads the web app's built server entry at run time and calls its `render`, handing it the
 * services below: the route loaders read the same in-memory catalogue and repositories as the
 * API, with no HTTP call from the server to itself. The answers are the API's own payloads
 * (the `data` of the matching call of spec section 7), so the browser's query cache takes them
 * as they are.
 */
import type { CaseSizeFilter, ChipsetFilterId } from '../catalog/categories';
import type { SavedBuildResponse } from './build-api';
import type { CaseItem } from './catalog';
import type { BuildsPage, FilterEntry, PreconfiguredBuild } from './preconfigured-builds';
import type { SiteConfig } from './site-config';

/** GET configurator/getbuilds' query, already checked (absent = any). */
export interface BuildsPageQuery {
  featured?: boolean;
  chipset?: ChipsetFilterId;
  gameId?: number;
  resolutionId?: number;
  pageSize: number;
  pageNumber: number;
}

/** What the loaders may read on the server. A missing build is null (the page's 404). */
export interface PageDataServices {
  /** GET configurator/getbuilds. */
  buildsPage(query: BuildsPageQuery): Promise<BuildsPage>;
  /** GET configurator/getgamefilters and getresolutionfilters. */
  filters(kind: 'game' | 'resolution'): Promise<FilterEntry[]>;
  /** GET configurator/preconfiguredbuild/{id}. */
  preconfiguredBuild(id: string): Promise<PreconfiguredBuild | null>;
  /** GET configurator/build/{publicId}. */
  savedBuild(publicId: string): Promise<SavedBuildResponse | null>;
  /** GET configurator/allcasecomponents?caseSize= (without the browser's hand-over delay). */
  caseList(caseSize: CaseSizeFilter): Promise<CaseItem[]>;
}

export interface PageRenderRequest {
  /** Absolute URL of the page asked for (origin + path + query). */
  url: string;
  /** The deployment's settings (the same object the page embeds for the browser). */
  site: SiteConfig;
  /** Aborted when the client goes away. */
  signal?: AbortSignal;
}

/** A rendered page: its status and the parts the server writes around its HTML shell. */
export interface PageRenderResult {
  /** 200, or 404 for an unknown path or build. */
  status: number;
  /** A redirect a loader asked for (status 3xx), else null. */
  location: string | null;
  /**
   * The markup inside the app's root element. Any inline script in it carries
   * NONCE_PLACEHOLDER as its nonce: renders are kept and reused, nonces are per response.
   */
  html: string;
  /**
   * The hydration data as JSON, safe inside a script element: the server writes it after the
   * root element as <script type="application/json" id=HYDRATION_DATA_ELEMENT_ID> with the
   * request's CSP nonce (the browser reads the nonce from it for the styles it injects).
   */
  hydration: string;
  /**
   * The lazy-loaded source modules the render drew (Vite manifest keys, e.g.
   * 'features/home/featured-build-list.tsx'): the server links their stylesheets and
   * preloads their scripts in the head, so the markup paints styled and hydrates without waiting for them.
   */
  chunks?: readonly string[];
  /**
   * An inline script the server writes just before the root element, with the response's CSP
   * nonce: it runs as the markup arrives, before the app's scripts (the web's early-taps.ts).
   */
  bootScript?: string;
}

/** The web app's server entry (`dist/web-server/entry-server.js`) as the server sees it. */
export interface PageRenderer {
  render(request: PageRenderRequest, services: PageDataServices): Promise<PageRenderResult>;
}

/** Where the browser finds the hydration data (a JSON script tag after the root element). */
export const HYDRATION_DATA_ELEMENT_ID = 'rigforge-hydration';

/** Stands for the response's CSP nonce in a render's markup; the server replaces it. */
export const NONCE_PLACEHOLDER = 'rigforge-nonce-placeholder';
