import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from '@/app/pwa/register-service-worker';

type Listener = () => void;
const listeners = new Map<string, Listener[]>();
const registration = { active: null as object | null };
const register = vi.fn(() => Promise.resolve(registration));

vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener(type: string, listener: Listener) {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    }
    register() {
      return register();
    }
  },
}));

/** The first install's worker (the first listener) becomes redundant. */
const firstWorkerRedundant = () => listeners.get('redundant')?.[0]?.();

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

describe('registerServiceWorker: a first install cut short', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    register.mockClear();
    registration.active = null;
    listeners.clear();
  });

  it('registers again at once when the connection is up', async () => {
    setOnline(true);
    await registerServiceWorker();
    firstWorkerRedundant();
    await vi.waitFor(() => expect(register).toHaveBeenCalledTimes(2));
  });

  it('registers again when the connection returns', async () => {
    setOnline(false);
    await registerServiceWorker();
    firstWorkerRedundant();
    expect(register).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(register).toHaveBeenCalledTimes(2));
  });

  it('is left alone when a worker already runs the portal (a newer release was dropped)', async () => {
    setOnline(true);
    registration.active = {};
    await registerServiceWorker();
    firstWorkerRedundant();
    expect(register).toHaveBeenCalledTimes(1);
  });
});
