import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { getRuntimeConfig } from '@/shared/config/runtime-config';
import { readPaymentReceipt } from '@/shared/orders/payment-receipt';
import { paths } from '@/shared/config/paths';
import { readStoredAccount } from '@/shared/session/stored-account';
import { Button, buttonClassName } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { PaymentReceipt } from '../components/payment-receipt';
import { useCountdown } from '../hooks/use-countdown';
import { useDelayedFlag } from '../hooks/use-delayed-flag';
import { payAgainOf } from '../rules/payment-receipt-facts';
import {
  countdownAnnouncement,
  countdownStoppedText,
  countdownText,
  countsDown,
  paymentLoaderDelayMs,
  paymentOutcomeOf,
  paymentRedirectSeconds,
  paymentResultTexts,
  type PaymentOutcome,
} from '../rules/payment-result';
import '../members.css';

const liveRegionDelayMs = 100;

/**
 * Where the payment provider sends the member back (docs/spec/members-area.md 2,
 * payments/{result}): what happened, the receipt this tab kept of the payment
 * (src/shared/orders/payment-receipt.ts), and what to do next. A signed-in member's payment is
 * shown inside their space (profile/{id}/paiements/{result}), a visitor's on the public page.
 */
export function PaymentResultPage() {
  const { result, profileId } = useParams();
  const { search } = useLocation();
  const [receipt] = useState(() => readPaymentReceipt());
  const [remembered] = useState(() => readStoredAccount() !== undefined);
  if (profileId === undefined && remembered && receipt?.profileId !== undefined) {
    return (
      <Navigate to={paths.paymentResultIn(receipt.profileId, result ?? '') + search} replace />
    );
  }
  return <PaymentResult outcome={paymentOutcomeOf(result)} profileId={Number(profileId) || null} />;
}

function PaymentResult({
  outcome,
  profileId,
}: {
  outcome: PaymentOutcome;
  profileId: number | null;
}) {
  const [search] = useSearchParams();
  const [receipt] = useState(() => readPaymentReceipt());
  const texts = paymentResultTexts(outcome, search.get('payment'), getRuntimeConfig().productName, {
    renewal: receipt?.renewal,
  });
  usePageTitle(texts.title);
  const payAgain = payAgainOf(outcome, receipt);
  const space = profileId === null ? paths.profile : paths.home(profileId);

  return (
    <div className="members-page members-payment">
      <h1>{texts.heading}</h1>
      {texts.message && <p>{texts.message}</p>}
      {receipt && <PaymentReceipt receipt={receipt} outcome={outcome} />}
      {payAgain && (
        <div className="members-payment__next">
          <p>{payAgain.hint}</p>
          <Link className={buttonClassName({ variant: 'primary' })} to={payAgain.path}>
            {payAgain.label}
          </Link>
        </div>
      )}
      {countsDown(outcome) ? (
        <Countdown to={space} />
      ) : (
        <Link className="members-link" to={space}>
          Accéder à mon espace
        </Link>
      )}
    </div>
  );
}

/**
 * A 10 s countdown to the member's space (docs/spec/members-area.md 2), with a link to go at once
 * and a button to stay (a time limit the member can turn off, WCAG 2.2.1). The loader's place is
 * kept from the start, so that its arrival after 2 s moves nothing under the member's hand.
 */
function Countdown({ to }: { to: string }) {
  const navigate = useNavigate();
  const go = useCallback(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  const [stayed, setStayed] = useState(false);
  const remaining = useCountdown(paymentRedirectSeconds, go, { stopped: stayed });
  const showLoader = useDelayedFlag(paymentLoaderDelayMs) && !stayed;
  // The live region starts empty and is filled just after mount, so the start is announced.
  const liveRegionReady = useDelayedFlag(liveRegionDelayMs);
  const timer = useRef<HTMLParagraphElement>(null);
  // The button that was pressed goes away: the focus goes to what it changed.
  useEffect(() => {
    if (stayed) timer.current?.focus();
  }, [stayed]);

  return (
    <>
      <div className="members-payment__loader">
        {showLoader && <Spinner label="Redirection en cours…" />}
      </div>
      <p role="timer" aria-atomic="true" tabIndex={-1} ref={timer}>
        {stayed ? countdownStoppedText : countdownText(remaining)}
      </p>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {liveRegionReady && !stayed ? countdownAnnouncement(remaining) : ''}
      </p>
      <Link className="members-link" to={to} replace>
        Accéder à mon espace maintenant
      </Link>
      {!stayed && (
        <Button variant="secondary" onClick={() => setStayed(true)}>
          Rester sur cette page
        </Button>
      )}
    </>
  );
}
