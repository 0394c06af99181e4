import { describe, expect, it } from 'vitest';
import { createBuild } from '../../domain/build/build-model';
import { chooseChipset } from '../../domain/build/wizard-transitions';
import { fullBuild } from '../../domain/build/transition-fixtures';
import { BUILD_STORAGE_KEY, SUMMARY_STORAGE_KEY, createBuildStore } from './build-store';

function memoryStorage(initial?: string) {
  const items = new Map<string, string>(
    initial === undefined ? [] : [[BUILD_STORAGE_KEY, initial]],
  );
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    stored: () => items.get(BUILD_STORAGE_KEY),
  };
}

describe('build store', () => {
  it('starts from the defaults when nothing is stored', () => {
    expect(createBuildStore(memoryStorage()).getState().build).toEqual(createBuild());
  });

  it('restores the stored build', () => {
    const saved = createBuild({ chipset: 2, buildStep: 2, buildStart: true });
    const store = createBuildStore(memoryStorage(JSON.stringify(saved)));
    expect(store.getState().build).toEqual(saved);
  });

  it('falls back to the defaults when the stored value is corrupt', () => {
    expect(createBuildStore(memoryStorage('{oops')).getState().build).toEqual(createBuild());
    expect(createBuildStore(memoryStorage('{"buildStep":"two"}')).getState().build).toEqual(
      createBuild(),
    );
  });

  it('saves the build on every change', () => {
    const storage = memoryStorage();
    const store = createBuildStore(storage);
    store.getState().applyTransition((build) => chooseChipset(build, 1));
    expect(JSON.parse(storage.stored() ?? 'null')).toMatchObject({
      chipset: 1,
      buildStep: 2,
      buildStart: true,
    });
    store.getState().resetBuild();
    expect(JSON.parse(storage.stored() ?? 'null')).toEqual(createBuild());
  });

  it('keeps working when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const store = createBuildStore(broken);
    expect(store.getState().build).toEqual(createBuild());
    store.getState().setBuild(createBuild({ chipset: 2 }));
    expect(store.getState().build.chipset).toBe(2);
  });

  it('keeps the Product Summary across a reload, and ends it when the build leaves the last step', () => {
    const storage = memoryStorage();
    const store = createBuildStore(storage);
    store.getState().setBuild(fullBuild({ buildSubStep: 13 }));
    store.getState().setSummary(true);
    expect(storage.getItem(SUMMARY_STORAGE_KEY)).toBe('true');
    // A reload: a new store on the same storage.
    const reloaded = createBuildStore(storage);
    expect(reloaded.getState().summary).toBe(true);
    reloaded.getState().applyTransition((build) => ({ ...build, buildSubStep: 12 }));
    expect(reloaded.getState().summary).toBe(false);
    expect(storage.getItem(SUMMARY_STORAGE_KEY)).toBeNull();
    // Never shown for a build that cannot be past its last step.
    reloaded.getState().setSummary(true);
    expect(reloaded.getState().summary).toBe(false);
  });
});
