/**
 * The configurator screen's own state, not part of the stored build: the categories reset by a dismissal
 * (shown with the error style until chosen again, ADR 045) and the category to open next
 * (an expert dropdown or an assist selection list). Lost on reload, by design.
 */
import { create } from 'zustand';
import type { Build, ComponentField } from '../../../domain/build/build-model';
import type { ConfigureCategory } from '../../../domain/catalog/categories';
import type { Pence } from '../../../domain/money/pence';

/**
 * A choice being validated (expert mode): the screen shows the build with it, and the total
 * from the prices it already has, until validate answers (ADR 050, addendum "choices show at
 * once"). Not stored: a choice that opens the compatibility modal never reached the build.
 */
export interface PendingChoice {
  /** Tells this choice from a later one (only the latest may clear it). */
  token: number;
  build: Build;
  /** The total with the choice, or null when a price it needs is not known yet. */
  total: Pence | null;
}

export interface ConfiguratorUiState {
  flagged: readonly ComponentField[];
  /** Expert: the dropdown opened on arrival; assist: the selection list shown. */
  openCategory: ConfigureCategory | null;
  /** Counts open requests, so asking for the same category again opens it again. */
  openCount: number;
  /** The full-screen loader after a successful 'Complete build'. */
  completing: boolean;
  pending: PendingChoice | null;
  setFlagged: (flagged: readonly ComponentField[]) => void;
  unflag: (field: ComponentField) => void;
  setOpenCategory: (category: ConfigureCategory | null) => void;
  setCompleting: (completing: boolean) => void;
  /** Shows `build` (with `total`) until validate answers; returns the token to settle it. */
  showPending: (build: Build, total: Pence | null) => number;
  /** Validate answered (stored, modal or failure): back to the stored build, unless a later choice replaced it. */
  settlePending: (token: number) => void;
  reset: () => void;
}

let lastToken = 0;

export const useConfiguratorUi = create<ConfiguratorUiState>()((set, get) => ({
  flagged: [],
  openCategory: null,
  openCount: 0,
  completing: false,
  pending: null,
  setFlagged: (flagged) => set({ flagged }),
  unflag: (field) => set((state) => ({ flagged: state.flagged.filter((f) => f !== field) })),
  setOpenCategory: (openCategory) =>
    set((state) => ({ openCategory, openCount: state.openCount + 1 })),
  setCompleting: (completing) => set({ completing }),
  showPending: (build, total) => {
    const token = (lastToken += 1);
    set({ pending: { token, build, total } });
    return token;
  },
  settlePending: (token) => {
    if (get().pending?.token === token) set({ pending: null });
  },
  reset: () => set({ flagged: [], openCategory: null, completing: false, pending: null }),
}));
