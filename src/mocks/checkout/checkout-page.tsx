import { useEffect, useState } from 'react';
import { formatEuros } from '@/shared/lib/money';
import { isAllowedRedirect } from '@/shared/lib/redirect-allowlist';
import { CheckoutError, fetchCheckout, settleCheckout } from './checkout-api';
import type { CheckoutAnswer } from './checkout-contract';
import './checkout.css';

type State =
  | { step: 'loading' }
  | { step: 'failed'; message: string }
  | { step: 'ready'; checkout: CheckoutAnswer; busy: boolean; error: string | null };

const pageTitle = 'Paiement sécurisé – simulation';

function messageOf(error: unknown): string {
  return error instanceof CheckoutError ? error.message : 'Le service de paiement ne répond pas.';
}

/**
 * The card payment provider's page, simulated so that journeys run offline: it shows what is
 * paid and lets the payer pay, simulate a failure or go back. Only the mocked backend serves it.
 */
export function CheckoutPage({ checkoutId }: { checkoutId: string }) {
  const [state, setState] = useState<State>({ step: 'loading' });

  useEffect(() => {
    document.title = pageTitle;
    let live = true;
    fetchCheckout(checkoutId).then(
      (checkout) => live && setState({ step: 'ready', checkout, busy: false, error: null }),
      (error: unknown) => live && setState({ step: 'failed', message: messageOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [checkoutId]);

  const settle = (checkout: CheckoutAnswer, outcome: 'pay' | 'fail') => {
    setState({ step: 'ready', checkout, busy: true, error: null });
    settleCheckout(checkout.id, outcome).then(
      (next) => {
        // Like a real provider, it sends the payer back only to the portal that sent them.
        if (isAllowedRedirect(next, [window.location.origin], window.location.origin)) {
          window.location.assign(next);
        } else {
          setState({ step: 'ready', checkout, busy: false, error: 'Adresse de retour refusée.' });
        }
      },
      (error: unknown) =>
        setState({ step: 'ready', checkout, busy: false, error: messageOf(error) }),
    );
  };

  return (
    <main className="mock-checkout">
      <p className="mock-checkout__banner">
        Simulation du prestataire de paiement : aucune carte n’est débitée.
      </p>
      <h1>Paiement sécurisé</h1>
      {state.step === 'loading' && <p role="status">Chargement du paiement…</p>}
      {state.step === 'failed' && (
        <div role="alert">
          <p>{state.message}</p>
          <a className="button button--secondary" href="/">
            Retour au portail
          </a>
        </div>
      )}
      {state.step === 'ready' && (
        <CheckoutDetails
          checkout={state.checkout}
          busy={state.busy}
          error={state.error}
          onPay={() => settle(state.checkout, 'pay')}
          onFail={() => settle(state.checkout, 'fail')}
        />
      )}
    </main>
  );
}

type DetailsProps = {
  checkout: CheckoutAnswer;
  busy: boolean;
  error: string | null;
  onPay: () => void;
  onFail: () => void;
};

function CheckoutDetails({ checkout, busy, error, onPay, onFail }: DetailsProps) {
  const amount = formatEuros(checkout.amountCents / 100);
  const paid = checkout.status === 'PAID';
  return (
    <section aria-labelledby="mock-checkout-summary" className="mock-checkout__card">
      <h2 id="mock-checkout-summary">Récapitulatif</h2>
      <dl className="mock-checkout__details">
        <dt>Objet</dt>
        <dd>{checkout.itemName}</dd>
        <dt>Montant</dt>
        <dd>{amount}</dd>
        {checkout.instalments > 1 && (
          <>
            <dt>Échéancier</dt>
            <dd>Paiement en {checkout.instalments} fois</dd>
            <dt>Prélevé aujourd’hui</dt>
            <dd>{formatEuros(checkout.todayCents / 100)}</dd>
          </>
        )}
        {checkout.payerName && (
          <>
            <dt>Payeur</dt>
            <dd>{checkout.payerName}</dd>
          </>
        )}
      </dl>
      {paid && <p role="status">Ce paiement a déjà été effectué.</p>}
      {error && <p role="alert">{error}</p>}
      {busy && <p role="status">Paiement en cours…</p>}
      <div className="mock-checkout__actions">
        {!paid && (
          <>
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={onPay}
            >
              Payer
            </button>
            <button
              type="button"
              className="button button--danger"
              disabled={busy}
              onClick={onFail}
            >
              Simuler un échec
            </button>
          </>
        )}
        <a className="button button--secondary" href={checkout.backUrl}>
          Retour
        </a>
      </div>
    </section>
  );
}
