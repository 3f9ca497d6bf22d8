import { useEffect, useId, useRef, useState } from 'react';
import { connectionNeededNotice, labelWithoutConnection } from '@/shared/offline/connection-needed';
import { Button } from '@/shared/ui/button';

/**
 * 'Annuler la réservation', then a question in place (issue 34: it cancelled at once): the
 * member confirms or keeps the booking. The focus follows what the member pressed: to the
 * question when it opens, back to 'Annuler la réservation' when the booking is kept.
 */
export function CancelBooking({
  question,
  online,
  working,
  onConfirm,
}: {
  question: string;
  online: boolean;
  working: boolean;
  onConfirm: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const answered = useRef(false);
  const questionText = useRef<HTMLParagraphElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const questionId = useId();

  useEffect(() => {
    if (asking) questionText.current?.focus();
    else if (answered.current) root.current?.querySelector('button')?.focus();
  }, [asking]);

  const ask = (next: boolean) => {
    answered.current = true;
    setAsking(next);
  };

  return (
    <div ref={root} className="pass-session__cancel">
      {asking ? (
        <div role="group" aria-labelledby={questionId} className="pass-session__confirm">
          <p id={questionId} ref={questionText} tabIndex={-1}>
            {question}
          </p>
          <div className="pass-session__confirm-actions">
            <Button variant="danger" busy={working} disabled={!online} onClick={onConfirm}>
              Oui, annuler la réservation
            </Button>
            <Button variant="secondary" onClick={() => ask(false)}>
              Non, garder ma réservation
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="danger" disabled={!online} onClick={() => ask(true)}>
          {labelWithoutConnection('Annuler la réservation', online)}
        </Button>
      )}
      {!online && <p>{connectionNeededNotice}</p>}
    </div>
  );
}
