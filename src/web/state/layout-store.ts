import { create } from 'zustand';

/**
 * Shared layout state (spec section 3: isLoading, default true) plus the server-error flag
 * that puts the error page in place of the content (spec section 2 "Error page"). The spec's
 * contentHeight/windowHeight sized the old layout from script; CSS does that here, so they
 * are not kept (ADR 007).
 */
export interface LayoutState {
  isLoading: boolean;
  serverError: boolean;
  setLoading: (isLoading: boolean) => void;
  setServerError: (serverError: boolean) => void;
}

export const INITIAL_LAYOUT = { isLoading: true, serverError: false } as const;

export const useLayoutStore = create<LayoutState>()((set) => ({
  ...INITIAL_LAYOUT,
  setLoading: (isLoading) => set({ isLoading }),
  setServerError: (serverError) => set({ serverError }),
}));
