/**
 * The build (spec section 3 "Build (client state)"), persisted in local storage under
 * `configurator-build`: restored when the app loads (the defaults when absent or corrupt)
 * and saved again on every change. Screens change it only through the pure transitions of
 * src/domain/build, via `applyTransition`. Layout state (isLoading…) is layout-store.ts.
 */
import { create } from 'zustand';
import { summaryHolds } from '../../domain/build/assist-steps';
import { createBuild, type Build } from '../../domain/build/build-model';
import { restoreBuild } from '../../domain/build/stored-build';
import { HYDRATION_DATA_ELEMENT_ID } from '../../domain/contracts/page-render';

export const BUILD_STORAGE_KEY = 'configurator-build';
/**
 * Assist mode's Product Summary (past the last step) kept beside the build: the build's
 * buildSubStep stops at 13 (ADR 048), and a reload shows the summary again (ADR 125).
 */
export const SUMMARY_STORAGE_KEY = 'configurator-assist-summary';

export interface BuildState {
  build: Build;
  /**
   * False until the stored build is read. A server-rendered page is hydrated with the defaults
   * (the server has no local storage), then the stored build is read (ADR 094); screens that
   * depend on it render their frame until then.
   */
  restored: boolean;
  /** Assist mode is past its last step: the Product Summary shows (only while `summaryHolds`). */
  summary: boolean;
  /** Reads the stored build (after hydration). */
  restore: () => void;
  /** Applies a pure transition (e.g. `b => chooseChipset(b, 2)`) to the current build. */
  applyTransition: (transition: (build: Build) => Build) => void;
  /** Replaces the whole build (e.g. a back result's build). */
  setBuild: (build: Build) => void;
  /** Back to the defaults. */
  resetBuild: () => void;
  /** Shows or leaves the Product Summary (ignored for a build that cannot be past its last step). */
  setSummary: (summary: boolean) => void;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Local storage when the browser allows it (private modes and sandboxes may throw). */
function browserStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function loadBuild(storage: StorageLike | null): Build {
  try {
    return restoreBuild(storage?.getItem(BUILD_STORAGE_KEY));
  } catch {
    return createBuild();
  }
}

function loadSummary(storage: StorageLike | null, build: Build): boolean {
  try {
    return summaryHolds(build, storage?.getItem(SUMMARY_STORAGE_KEY) === 'true');
  } catch {
    return false;
  }
}

function saveSummary(storage: StorageLike | null, summary: boolean): void {
  try {
    if (summary) storage?.setItem(SUMMARY_STORAGE_KEY, 'true');
    else storage?.removeItem(SUMMARY_STORAGE_KEY);
  } catch {
    // As for the build: kept in memory for this visit.
  }
}

export function saveBuild(storage: StorageLike | null, build: Build): void {
  try {
    storage?.setItem(BUILD_STORAGE_KEY, JSON.stringify(build));
  } catch {
    // Storage full or refused: the build still lives in memory for this visit.
  }
}

/**
 * A store bound to `storage`; the app uses the one below, tests make their own. With
 * `deferRestore` it starts on the defaults until `restore()`.
 */
export function createBuildStore(storage: StorageLike | null, deferRestore = false) {
  const first = deferRestore ? createBuild() : loadBuild(storage);
  const store = create<BuildState>()((set) => ({
    build: first,
    restored: !deferRestore,
    summary: deferRestore ? false : loadSummary(storage, first),
    restore: () => {
      const build = loadBuild(storage);
      set({ build, restored: true, summary: loadSummary(storage, build) });
    },
    // A new build keeps the summary only while it still can be past its last step.
    applyTransition: (transition) =>
      set((state) => {
        const build = transition(state.build);
        return { build, summary: summaryHolds(build, state.summary) };
      }),
    setBuild: (build) => set((state) => ({ build, summary: summaryHolds(build, state.summary) })),
    resetBuild: () => set({ build: createBuild(), summary: false }),
    setSummary: (summary) => set((state) => ({ summary: summaryHolds(state.build, summary) })),
  }));
  store.subscribe((state, previous) => {
    // Reading the stored build writes nothing back: a fresh browser keeps nothing stored.
    if (state.restored !== previous.restored) return;
    if (state.build !== previous.build) saveBuild(storage, state.build);
    if (state.summary !== previous.summary) saveSummary(storage, state.summary);
  });
  return store;
}

/** The server renders without storage; a page it rendered is hydrated before storage is read. */
const deferRestore =
  typeof document === 'undefined' || document.getElementById(HYDRATION_DATA_ELEMENT_ID) !== null;

export const useBuildStore = createBuildStore(browserStorage(), deferRestore);
