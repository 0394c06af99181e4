import { beforeEach, describe, expect, it } from 'vitest';
import { INITIAL_LAYOUT, useLayoutStore } from './layout-store';

beforeEach(() => useLayoutStore.setState(INITIAL_LAYOUT));

describe('layout store', () => {
  it('starts loading, with zero heights and no server error', () => {
    const { isLoading, contentHeight, windowHeight, serverError } = useLayoutStore.getState();
    expect({ isLoading, contentHeight, windowHeight, serverError }).toEqual({
      isLoading: true,
      contentHeight: 0,
      windowHeight: 0,
      serverError: false,
    });
  });

  it('updates each field through its action', () => {
    const store = useLayoutStore.getState();
    store.setLoading(false);
    store.setContentHeight(1200);
    store.setWindowHeight(844);
    store.setServerError(true);
    expect(useLayoutStore.getState()).toMatchObject({
      isLoading: false,
      contentHeight: 1200,
      windowHeight: 844,
      serverError: true,
    });
  });
});
