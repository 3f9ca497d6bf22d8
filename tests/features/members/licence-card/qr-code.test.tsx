import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QrCode } from '@/features/members/licence-card/qr-code';

// jsdom draws nothing on a canvas: the package's drawing is what the test controls.
const toCanvas = vi.fn<(canvas: HTMLCanvasElement, value: string) => Promise<void>>();
vi.mock('qrcode', () => ({
  toCanvas: (...args: Parameters<typeof toCanvas>) => toCanvas(...args),
}));

const label = 'QR code de vérification de la licence de Claire MARTIN';

describe('QrCode', () => {
  afterEach(() => toCanvas.mockReset());

  it('is announced as the code only once the code is drawn', async () => {
    let finish = () => {};
    toCanvas.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<QrCode value="https://exemple.fr/a" label={label} />);
    await vi.waitFor(() => expect(toCanvas).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('img', { name: label })).toBeNull();
    expect(screen.queryByText("Le QR code n'a pas pu être dessiné.")).toBeNull();

    finish();
    expect(await screen.findByRole('img', { name: label })).toHaveAttribute('aria-busy', 'false');
    expect(toCanvas.mock.calls[0]?.[1]).toBe('https://exemple.fr/a');
  });

  it('says so in French when the code cannot be drawn', async () => {
    toCanvas.mockRejectedValue(new Error('too long'));
    render(<QrCode value="https://exemple.fr/a" label={label} />);
    expect(await screen.findByText("Le QR code n'a pas pu être dessiné.")).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: label })).toBeNull();
  });

  it('is busy again while a new value is drawn', async () => {
    toCanvas.mockResolvedValue(undefined);
    const { rerender } = render(<QrCode value="https://exemple.fr/a" label={label} />);
    await screen.findByRole('img', { name: label });
    toCanvas.mockImplementation(() => new Promise<void>(() => {}));
    rerender(<QrCode value="https://exemple.fr/b" label={label} />);
    expect(screen.queryByRole('img', { name: label })).toBeNull();
    await vi.waitFor(() => expect(toCanvas).toHaveBeenCalledTimes(2));
  });
});
