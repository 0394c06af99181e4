import { describe, expect, it } from 'vitest';
import { createBuild } from '../../domain/build/build-model';
import { chooseChipset } from '../../domain/build/wizard-transitions';
import { BUILD_STORAGE_KEY, createBuildStore } from './build-store';

function memoryStorage(initial?: string) {
  const items = new Map<string, string>(
    initial === undefined ? [] : [[BUILD_STORAGE_KEY, initial]],
  );
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
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
    };
    const store = createBuildStore(broken);
    expect(store.getState().build).toEqual(createBuild());
    store.getState().setBuild(createBuild({ chipset: 2 }));
    expect(store.getState().build.chipset).toBe(2);
  });
});
