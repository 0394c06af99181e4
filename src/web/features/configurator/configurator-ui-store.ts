/**
 * The configurator screen's own state, not part of the stored build: the assist product
 * summary (ADR 048: the build cannot say "past step 13"), the categories reset by a dismissal
 * (shown with the error style until chosen again, ADR 045) and the category to open next
 * (an expert dropdown or an assist selection list). Lost on reload, by design.
 */
import { create } from 'zustand';
import type { ComponentField } from '../../../domain/build/build-model';
import type { ConfigureCategory } from '../../../domain/catalog/categories';

export interface ConfiguratorUiState {
  summary: boolean;
  flagged: readonly ComponentField[];
  /** Expert: the dropdown opened on arrival; assist: the selection list shown. */
  openCategory: ConfigureCategory | null;
  /** Counts open requests, so asking for the same category again opens it again. */
  openCount: number;
  /** The full-screen loader after a successful 'Complete build'. */
  completing: boolean;
  setSummary: (summary: boolean) => void;
  setFlagged: (flagged: readonly ComponentField[]) => void;
  unflag: (field: ComponentField) => void;
  setOpenCategory: (category: ConfigureCategory | null) => void;
  setCompleting: (completing: boolean) => void;
  reset: () => void;
}

export const useConfiguratorUi = create<ConfiguratorUiState>()((set) => ({
  summary: false,
  flagged: [],
  openCategory: null,
  openCount: 0,
  completing: false,
  setSummary: (summary) => set({ summary }),
  setFlagged: (flagged) => set({ flagged }),
  unflag: (field) => set((state) => ({ flagged: state.flagged.filter((f) => f !== field) })),
  setOpenCategory: (openCategory) =>
    set((state) => ({ openCategory, openCount: state.openCount + 1 })),
  setCompleting: (completing) => set({ completing }),
  reset: () => set({ summary: false, flagged: [], openCategory: null, completing: false }),
}));
