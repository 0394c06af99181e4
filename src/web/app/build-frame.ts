/**
 * The frame of a page filled in from the stored build (/configurator, /overview; ADR 130).
 * The server cannot read the browser's local storage, so it renders each such page's frame
 * with the heading of its most common view hidden, and this inline script (written before the
 * markup with the page's CSP nonce, like the early-taps script) names on the root element
 * what the stored build is, before the first paint. The page's CSS shows the matching
 * heading: a shopper reloading an expert build or a completed overview sees its heading at
 * once rather than a spinner, and React hydrates the same markup the server sent (the
 * attribute is on <html>, outside what React renders).
 */
import {
  BUILD_STEPS,
  CHIPSETS,
  FIRST_SUB_STEP,
  LAST_SUB_STEP,
} from '../../domain/catalog/categories';
import { BUILD_STORAGE_KEY, SUMMARY_STORAGE_KEY } from '../state/build-store';

/** The root element's attribute: a space-separated list of the tokens below. */
export const BUILD_FRAME_ATTRIBUTE = 'data-build-frame';

/**
 * - `expert`: /configurator would show the expert build screen (its guard's 'build' view); the
 *   server, which titles /configurator by its URL, wrote "Assist Mode" unless `?switch=0`, and
 *   the script corrects the title as well.
 * - `assist` and `step-N`: /configurator would show assist mode at sub-step N (1-13), not
 *   its Product Summary (which keeps the spinner).
 * - `complete`: /overview would show the completed build's overview.
 * - `intel` / `amd`: the build's chipset.
 */
export type BuildFrameToken = 'expert' | 'assist' | `step-${number}` | 'complete' | 'intel' | 'amd';

/**
 * Plain ES5, no build step (it runs before any module). It mirrors the guards in
 * domain/build (configurator-guard.ts, overview-guard.ts) on the stored JSON, and a test
 * checks both agree; a stored build the app would refuse as invalid only shows a heading
 * until the app redirects, as it does for every invalid build.
 */
export const BUILD_FRAME_SCRIPT = `(function(){try{var b=JSON.parse(localStorage.getItem(${JSON.stringify(
  BUILD_STORAGE_KEY,
)})),t=[];if(!b||typeof b!=='object')return;var c=b.buildStep===${BUILD_STEPS.configure}&&b.chipset!=null&&b.case!=null&&b.caseSize!=null,n=typeof b.buildSubStep==='number'?Math.min(Math.max(b.buildSubStep,${FIRST_SUB_STEP}),${LAST_SUB_STEP}):${FIRST_SUB_STEP};if(c&&(b.buildMode==='expert'||/[?&]switch=0(&|$)/.test(location.search)))t.push('expert');else if(c&&!(b.buildMode==='assist'&&b.buildSubStep===${LAST_SUB_STEP}&&localStorage.getItem(${JSON.stringify(
  SUMMARY_STORAGE_KEY,
)})==='true'))t.push('assist','step-'+n);if(b.buildStep===${BUILD_STEPS.overview}&&b.buildComplete===true)t.push('complete');if(b.chipset===${CHIPSETS.intel})t.push('intel');if(b.chipset===${CHIPSETS.amd})t.push('amd');if(!t.length)return;document.documentElement.setAttribute('${BUILD_FRAME_ATTRIBUTE}',t.join(' '));if(t[0]==='expert')document.title=document.title.replace(/^Assist Mode\\b/,'Expert Mode')}catch(e){}})();`;
