import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { getRuntimeConfig } from '@/shared/config/runtime-config';
import { readPaymentReceipt } from '@/shared/orders/payment-receipt';
import { paths } from '@/shared/config/paths';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { PaymentReceipt } from '../components/payment-receipt';
import { useCountdown } from '../hooks/use-countdown';
import { useDelayedFlag } from '../hooks/use-delayed-flag';
import {
  countdownAnnouncement,
  countdownStoppedText,
  countdownText,
  paymentLoaderDelayMs,
  paymentRedirectSeconds,
  paymentResultTexts,
} from '../rules/payment-result';
import '../members.css';

const liveRegionDelayMs = 100;

/**
 * Where the payment provider sends the member back: a welcome or a failure, the receipt this tab
 * kept of what was paid (src/shared/orders/payment-receipt.ts), then a 10 s
 * countdown to the profile, with a link to go at once and a button to stay (a time limit the
 * member can turn off, WCAG 2.2.1). The loader's place is kept from the start, so that its
 * arrival after 2 s moves nothing under the member's hand.
 */
export function PaymentResultPage() {
  const { result } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [receipt] = useState(() => readPaymentReceipt());
  const texts = paymentResultTexts(result, search.get('payment'), getRuntimeConfig().productName, {
    renewal: receipt?.renewal,
  });
  usePageTitle(texts.title);

  const goToProfile = useCallback(() => {
    void navigate(paths.profile, { replace: true });
  }, [navigate]);
  const [stayed, setStayed] = useState(false);
  const remaining = useCountdown(paymentRedirectSeconds, goToProfile, { stopped: stayed });
  const showLoader = useDelayedFlag(paymentLoaderDelayMs) && !stayed;
  // The live region starts empty and is filled just after mount, so the start is announced.
  const liveRegionReady = useDelayedFlag(liveRegionDelayMs);
  const timer = useRef<HTMLParagraphElement>(null);
  // The button that was pressed goes away: the focus goes to what it changed.
  useEffect(() => {
    if (stayed) timer.current?.focus();
  }, [stayed]);

  return (
    <div className="members-page members-payment">
      <h1>{texts.heading}</h1>
      {texts.paymentMessage && <p>{texts.paymentMessage}</p>}
      {receipt && <PaymentReceipt receipt={receipt} succeeded={texts.succeeded} />}
      <div className="members-payment__loader">
        {showLoader && <Spinner label="Redirection en cours…" />}
      </div>
      <p role="timer" aria-atomic="true" tabIndex={-1} ref={timer}>
        {stayed ? countdownStoppedText : countdownText(remaining)}
      </p>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {liveRegionReady && !stayed ? countdownAnnouncement(remaining) : ''}
      </p>
      <Link className="members-link" to={paths.profile} replace>
        Accéder à mon espace maintenant
      </Link>
      {!stayed && (
        <Button variant="secondary" onClick={() => setStayed(true)}>
          Rester sur cette page
        </Button>
      )}
    </div>
  );
}
