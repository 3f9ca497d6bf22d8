import { useCallback } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { getRuntimeConfig } from '@/shared/config/runtime-config';
import { paths } from '@/shared/config/paths';
import { Spinner } from '@/shared/ui/spinner';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { useCountdown } from '../hooks/use-countdown';
import { useDelayedFlag } from '../hooks/use-delayed-flag';
import {
  countdownAnnouncement,
  countdownText,
  paymentLoaderDelayMs,
  paymentRedirectSeconds,
  paymentResultTexts,
} from '../rules/payment-result';
import '../members.css';

const liveRegionDelayMs = 100;

/**
 * Where the payment provider sends the member back: a welcome or a failure, then a 10 s
 * countdown to the profile (with a link to go at once).
 */
export function PaymentResultPage() {
  const { result } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const texts = paymentResultTexts(result, search.get('payment'), getRuntimeConfig().productName);
  usePageTitle(texts.title);

  const goToProfile = useCallback(() => {
    void navigate(paths.profile, { replace: true });
  }, [navigate]);
  const remaining = useCountdown(paymentRedirectSeconds, goToProfile);
  const showLoader = useDelayedFlag(paymentLoaderDelayMs);
  // The live region starts empty and is filled just after mount, so the start is announced.
  const liveRegionReady = useDelayedFlag(liveRegionDelayMs);

  return (
    <div className="members-page members-payment">
      <h1>{texts.heading}</h1>
      {texts.paymentMessage && <p>{texts.paymentMessage}</p>}
      {showLoader && <Spinner label="Redirection en cours…" />}
      <p role="timer" aria-atomic="true">
        {countdownText(remaining)}
      </p>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {liveRegionReady ? countdownAnnouncement(remaining) : ''}
      </p>
      <Link className="members-link" to={paths.profile} replace>
        Accéder à mon espace maintenant
      </Link>
    </div>
  );
}
