import { codeSplit } from './code-split';

/** The confirm modal, code-split: mount it to ask (it opens TIMINGS.modalOpenDelayMs later). */
export const { Component: LazyConfirmModal, preload: preloadConfirmModal } = codeSplit(() =>
  import('./confirm-modal').then((module) => module.ConfirmModal),
);
