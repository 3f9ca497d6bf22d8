import { useEffect, useRef, useState } from 'react';

/** Pixels drawn for a code that a phone reads from arm's length (shown at up to 18rem). */
const drawnSize = 576;

/** What became of drawing a value: a new value is pending until its own outcome arrives. */
type Drawing = { value: string; outcome: 'drawn' | 'failed' };

/**
 * A QR code of `value`, drawn on a canvas by the qrcode package, which loads only here (its own
 * chunk, after the card's route). Dark modules on a white square in both themes: scanners need
 * the contrast, and the quiet zone (margin) is part of that square. The square is announced as
 * the code's image only once the code is drawn on it: until then it is an empty, busy square
 * (the package can take a while to come from the device's copy when offline).
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawing, setDrawing] = useState<Drawing | null>(null);
  useEffect(() => {
    let cancelled = false;
    void import('qrcode')
      .then(async ({ toCanvas }) => {
        if (cancelled || !canvas.current) return;
        await toCanvas(canvas.current, value, {
          width: drawnSize,
          margin: 4,
          errorCorrectionLevel: 'M',
          color: { dark: '#000000', light: '#ffffff' },
        });
        if (!cancelled) setDrawing({ value, outcome: 'drawn' });
      })
      .catch(() => {
        if (!cancelled) setDrawing({ value, outcome: 'failed' });
      });
    return () => {
      cancelled = true;
    };
  }, [value]);
  const outcome = drawing?.value === value ? drawing.outcome : 'pending';
  if (outcome === 'failed') return <p>Le QR code n'a pas pu être dessiné.</p>;
  const drawn = outcome === 'drawn';
  return (
    <div
      className="licence-card__qr"
      role={drawn ? 'img' : undefined}
      aria-label={drawn ? label : undefined}
      aria-busy={!drawn}
    >
      <canvas ref={canvas} width={drawnSize} height={drawnSize} />
    </div>
  );
}
