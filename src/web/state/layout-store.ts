import { create } from 'zustand';

/** Shared layout state (spec section 3) plus the server-error flag that shows the error page. */
export interface LayoutState {
  isLoading: boolean;
  contentHeight: number;
  windowHeight: number;
  serverError: boolean;
  setLoading: (isLoading: boolean) => void;
  setContentHeight: (contentHeight: number) => void;
  setWindowHeight: (windowHeight: number) => void;
  setServerError: (serverError: boolean) => void;
}

export const INITIAL_LAYOUT = {
  isLoading: true,
  contentHeight: 0,
  windowHeight: 0,
  serverError: false,
} as const;

export const useLayoutStore = create<LayoutState>()((set) => ({
  ...INITIAL_LAYOUT,
  setLoading: (isLoading) => set({ isLoading }),
  setContentHeight: (contentHeight) => set({ contentHeight }),
  setWindowHeight: (windowHeight) => set({ windowHeight }),
  setServerError: (serverError) => set({ serverError }),
}));
