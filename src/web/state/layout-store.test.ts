import { beforeEach, describe, expect, it } from 'vitest';
import { INITIAL_LAYOUT, useLayoutStore } from './layout-store';

beforeEach(() => useLayoutStore.setState(INITIAL_LAYOUT));

describe('layout store', () => {
  it('starts loading, with no server error', () => {
    const { isLoading, serverError } = useLayoutStore.getState();
    expect({ isLoading, serverError }).toEqual({ isLoading: true, serverError: false });
  });

  it('updates each field through its action', () => {
    const store = useLayoutStore.getState();
    store.setLoading(false);
    store.setServerError(true);
    expect(useLayoutStore.getState()).toMatchObject({ isLoading: false, serverError: true });
  });
});
