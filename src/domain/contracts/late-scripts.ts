/**
 * A server-rendered page's scripts, loaded after its first paint (ADR 129): the server lists
 * them in the page and links the web build's loader entry, which adds them. Its own module so
 * that the browser's loader entry shares no chunk with the app.
 */

/**
 * Where LATE_SCRIPTS_MODULE finds the page's module scripts: a JSON script tag in the head holding
 * LateScript[], in the order the head had them (preloads and the entry).
 */
export const LATE_SCRIPTS_ELEMENT_ID = 'rigforge-late-scripts';

/** The web build's entry (its Vite manifest key) that adds the listed scripts after the first paint. */
export const LATE_SCRIPTS_MODULE = 'late-scripts.ts';

/** A module script LATE_SCRIPTS_MODULE adds to the head after the first paint. */
export interface LateScript {
  src: string;
  /** Subresource integrity, as the build wrote it. */
  integrity?: string;
  /** A `<link rel="modulepreload">` (fetched, run when imported); else the entry `<script type="module">`. */
  preload: boolean;
}
