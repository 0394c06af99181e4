// Builds made through the real API for the journeys: a complete saved build (for /overview and
// the basket), a shared one (for /share), and the stored form the web app keeps in local storage.
import type { Page } from 'playwright-core';

export const BUILD_STORAGE_KEY = 'configurator-build';

type Selections = Record<string, unknown>;

async function api<T>(baseUrl: string, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${baseUrl}/api/${path}`, init);
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: HTTP ${res.status}`);
  return ((await res.json()) as { data: T }).data;
}

async function post<T>(baseUrl: string, path: string, body: unknown): Promise<T> {
  const { csrfToken } = await api<{ csrfToken: string }>(baseUrl, 'settings');
  return api<T>(baseUrl, path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken },
    body: JSON.stringify(body),
  });
}

/** A pre-configured build of the seed: its public id, name and selections. */
export async function preconfiguredBuild(
  baseUrl: string,
  chipset: 1 | 2 = 2,
): Promise<{ publicId: string; title: string; saveBuild: Selections }> {
  const items = await api<
    Array<{ publicId: string; title: string; chipset: number; saveBuild: Selections }>
  >(baseUrl, 'configurator/allbuilds');
  const item = items.find((candidate) => candidate.chipset === chipset);
  if (!item) throw new Error(`no pre-configured build for chipset ${chipset}`);
  return item;
}

/** Completes and saves a seeded build (completeBuildAndSave), as 'Complete build' does. */
export async function completeBuild(
  baseUrl: string,
  chipset: 1 | 2 = 2,
): Promise<{ publicId: string; selections: Selections }> {
  const { saveBuild } = await preconfiguredBuild(baseUrl, chipset);
  const answer = await post<{
    publicId: string | null;
    issues: unknown[];
    sundries: string | null;
  }>(baseUrl, 'configurator/completeBuildAndSave', {
    ...saveBuild,
    buildStep: 3,
    buildSubStep: 13,
    buildStart: true,
  });
  if (!answer.publicId)
    throw new Error(`the seeded build did not complete: ${JSON.stringify(answer.issues)}`);
  return { publicId: answer.publicId, selections: { ...saveBuild, sundries: answer.sundries } };
}

/** Saves a build for sharing (SaveLocalBuild), as 'Save build' does: its share id. */
export async function shareBuild(baseUrl: string, chipset: 1 | 2 = 1): Promise<string> {
  const { saveBuild } = await preconfiguredBuild(baseUrl, chipset);
  const answer = await post<{ pcBuildPublicId: string | null }>(
    baseUrl,
    'configurator/SaveLocalBuild',
    { ...saveBuild, buildStep: 3, buildSubStep: 13, buildStart: true },
  );
  if (!answer.pcBuildPublicId) throw new Error('the seeded build was not saved');
  return answer.pcBuildPublicId;
}

/** A part of a build as buildOverview names it. */
export interface BuildPart {
  category: string;
  id: string;
  longName: string;
  price: number;
}

/** The parts of a build with their catalogue names and prices (buildOverview), in category order. */
export async function buildParts(baseUrl: string, build: Selections): Promise<BuildPart[]> {
  const answer = await post<{ components: BuildPart[] }>(
    baseUrl,
    'configurator/buildOverview',
    build,
  );
  return answer.components;
}

/** The build as the app stores it once 'Complete build' has finished (step 4, complete). */
export function completedStoredBuild(selections: Selections, publicId: string): Selections {
  return {
    ...selections,
    publicId,
    AssistModeGroup: null,
    buildStep: 4,
    buildSubStep: 13,
    buildMode: 'assist',
    buildStart: true,
    buildComplete: true,
  };
}

/** Puts a build in local storage before any page script runs (the store reads it at start). */
export async function seedStoredBuild(page: Page, build: Selections): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      // Only on the first document: later navigations see what the app itself stored.
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(key, value);
        sessionStorage.setItem('seeded', '1');
      }
    },
    [BUILD_STORAGE_KEY, JSON.stringify(build)] as const,
  );
}

export const storedBuild = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as Record<string, unknown> | null,
    BUILD_STORAGE_KEY,
  );
