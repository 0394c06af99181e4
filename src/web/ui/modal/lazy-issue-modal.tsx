import { lazy, Suspense } from 'react';
import type { IssueModalProps } from './issue-modal';

const loadIssueModal = () => import('./issue-modal');

// Radix (the modal chunk, ~14 KB gzip) loads after the configurator has drawn, not before it.
const IssueModal = lazy(() => loadIssueModal().then((module) => ({ default: module.IssueModal })));

/** Fetches the compatibility modal's chunk ahead of need (once the screen is idle). */
export function preloadIssueModal(): void {
  void loadIssueModal();
}

/** The compatibility modal, code-split: mount it to ask (it opens TIMINGS.modalOpenDelayMs later). */
export function LazyIssueModal(props: IssueModalProps) {
  return (
    <Suspense fallback={null}>
      <IssueModal {...props} />
    </Suspense>
  );
}
