import { afterEach, describe, expect, it, vi } from 'vitest';
import { unregisterLeftoverServiceWorker } from './service-worker';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('unregisterLeftoverServiceWorker', () => {
  it('unregisters a service worker that is ready', async () => {
    const unregister = vi.fn(() => Promise.resolve(true));
    Object.defineProperty(navigator, 'serviceWorker', {
      value: { ready: Promise.resolve({ unregister }) },
      configurable: true,
    });
    unregisterLeftoverServiceWorker();
    await vi.waitFor(() => expect(unregister).toHaveBeenCalledOnce());
  });

  it('does nothing where service workers are unsupported', () => {
    expect(() => unregisterLeftoverServiceWorker()).not.toThrow();
  });
});
