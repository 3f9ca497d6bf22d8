import { useEffect, useRef, useState } from 'react';

/** Pixels drawn for a code that a phone reads from arm's length (shown at up to 18rem). */
const drawnSize = 576;

/**
 * A QR code of `value`, drawn on a canvas by the qrcode package, which loads only here (its own
 * chunk, after the card's route). Dark modules on a white square in both themes: scanners need
 * the contrast, and the quiet zone (margin) is part of that square.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    void import('qrcode')
      .then(({ toCanvas }) => {
        if (cancelled || !canvas.current) return;
        return toCanvas(canvas.current, value, {
          width: drawnSize,
          margin: 4,
          errorCorrectionLevel: 'M',
          color: { dark: '#000000', light: '#ffffff' },
        });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [value]);
  if (failed) return <p>Le QR code n'a pas pu être dessiné.</p>;
  return (
    <div className="licence-card__qr" role="img" aria-label={label}>
      <canvas ref={canvas} width={drawnSize} height={drawnSize} />
    </div>
  );
}
