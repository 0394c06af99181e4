import { codeSplit } from './code-split';

/**
 * The compatibility modal, code-split so it loads after the configurator has drawn: mount
 * `LazyIssueModal` to ask (it opens TIMINGS.modalOpenDelayMs later); `preloadIssueModal` fetches
 * its chunk ahead of need (once the screen is idle).
 */
export const { Component: LazyIssueModal, preload: preloadIssueModal } = codeSplit(() =>
  import('./issue-modal').then((module) => module.IssueModal),
);
