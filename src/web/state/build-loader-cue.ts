/**
 * The build loader plays only when the shopper arrives at /configurator from adding a case
 * (DESIGN.md section 6): not on a reload, a mode switch or a return from the overview. The
 * pre-configurator cues it just before navigating; the cue lives in memory only, so a reload
 * (which starts a fresh page) never finds it.
 */
let cued = false;

/** Called by the pre-configurator when a case is added. */
export function cueBuildLoader(): void {
  cued = true;
}

/** Whether the loader should play; read once by the configurator on entry. */
export function isBuildLoaderCued(): boolean {
  return cued;
}

/** The configurator consumes the cue once it has shown (or skipped) the loader. */
export function clearBuildLoaderCue(): void {
  cued = false;
}
