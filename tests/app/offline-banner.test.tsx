import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineBanner } from '@/app/offline-banner';

function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('OfflineBanner (through shared/lib/use-online)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('draws nothing online, says so offline and goes when the network comes back', () => {
    render(<OfflineBanner />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    goOnline(false);
    expect(screen.getByRole('alert')).toHaveTextContent('Vous êtes hors ligne.');

    goOnline(true);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
