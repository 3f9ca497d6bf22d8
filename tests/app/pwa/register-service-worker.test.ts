import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from '@/app/pwa/register-service-worker';

type Listener = () => void;
const listeners = new Map<string, Listener[]>();
const registration = { active: null as object | null, update: vi.fn(() => Promise.resolve()) };

vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener(type: string, listener: Listener) {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    }
    register() {
      return Promise.resolve(registration);
    }
  },
}));

const emit = (type: string) => listeners.get(type)?.forEach((listener) => listener());

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

describe('registerServiceWorker: a first install cut short', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    registration.update.mockClear();
    registration.active = null;
    listeners.clear();
  });

  it('is tried again at once when the connection is up', async () => {
    setOnline(true);
    await registerServiceWorker();
    emit('redundant');
    expect(registration.update).toHaveBeenCalledTimes(1);
  });

  it('is tried again when the connection returns', async () => {
    setOnline(false);
    await registerServiceWorker();
    emit('redundant');
    expect(registration.update).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('online'));
    expect(registration.update).toHaveBeenCalledTimes(1);
  });

  it('is left alone when a worker already runs the portal (a newer release was dropped)', async () => {
    setOnline(true);
    registration.active = {};
    await registerServiceWorker();
    emit('redundant');
    expect(registration.update).not.toHaveBeenCalled();
  });
});
