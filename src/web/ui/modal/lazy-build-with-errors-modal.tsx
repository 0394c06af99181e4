import { codeSplit } from './code-split';

/** 'Build with Errors', code-split (kept out of the listing's chunks): mount it to show it. */
export const { Component: LazyBuildWithErrorsModal } = codeSplit(() =>
  import('./build-with-errors-modal').then((module) => module.BuildWithErrorsModal),
);
