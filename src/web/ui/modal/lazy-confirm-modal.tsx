import { lazy, Suspense } from 'react';
import type { ConfirmModalProps } from './confirm-modal';

// Radix loads only when a confirmation is first asked for, keeping route chunks small.
const ConfirmModal = lazy(() =>
  import('./confirm-modal').then((module) => ({ default: module.ConfirmModal })),
);

/** The confirm modal, code-split: mount it to ask (it opens TIMINGS.modalOpenDelayMs later). */
export function LazyConfirmModal(props: ConfirmModalProps) {
  return (
    <Suspense fallback={null}>
      <ConfirmModal {...props} />
    </Suspense>
  );
}
