/**
 * The build calls that write or finalise (spec section 7): POST SaveLocalBuild (share data),
 * completeBuild and completeBuildAndSave. Mutations: never cached, never retried; failures are
 * only logged to the console (spec section 7 "Handling of answers").
 */
import { useMutation } from '@tanstack/react-query';
import type { Build } from '../../domain/build/build-model';
import { callApi } from './endpoints';

export const saveBuild = (build: Build) =>
  callApi('POST configurator/SaveLocalBuild', { body: build });

export const completeBuild = (build: Build, andSave: boolean) =>
  callApi(andSave ? 'POST configurator/completeBuildAndSave' : 'POST configurator/completeBuild', {
    body: build,
  });

export function useSaveBuild() {
  return useMutation({ mutationFn: saveBuild, meta: { raisesServerError: false } });
}

/** completeBuildAndSave (andSave) or completeBuild. */
export function useCompleteBuild({ andSave }: { andSave: boolean }) {
  return useMutation({
    mutationFn: (build: Build) => completeBuild(build, andSave),
    meta: { raisesServerError: false },
  });
}
