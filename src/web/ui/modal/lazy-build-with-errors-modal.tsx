import { lazy, Suspense } from 'react';
import type { BuildWithErrorsModalProps } from './build-with-errors-modal';

// Radix loads only when the modal is first needed, keeping the listing's chunks small.
const BuildWithErrorsModal = lazy(() =>
  import('./build-with-errors-modal').then((module) => ({ default: module.BuildWithErrorsModal })),
);

/** 'Build with Errors', code-split: mount it to show it. */
export function LazyBuildWithErrorsModal(props: BuildWithErrorsModalProps) {
  return (
    <Suspense fallback={null}>
      <BuildWithErrorsModal {...props} />
    </Suspense>
  );
}
