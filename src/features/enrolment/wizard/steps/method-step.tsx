import type { SigninMethod } from '../../rules/steps';
import { useWizard } from '../wizard-context';

export const methodTitles: Record<SigninMethod, string> = {
  GoClub: 'Finaliser mon inscription au club (pré-inscription)',
  Online: 'Inscription en ligne',
};

function onlineExplanation(paymentSplit: number): string {
  const ways = paymentSplit > 1 ? `en une fois ou en ${paymentSplit} fois` : 'en une seule fois';
  return `Le club vérifie vos données. Après acceptation de votre demande, vous payez par carte bancaire, ${ways}.`;
}

const clubExplanation =
  'Vos informations sont transmises au club et vous finalisez votre inscription sur place. Les modes de paiement habituellement acceptés par les clubs sont le chèque, les espèces, le Pass’Sport et les chèques vacances, avec de possibles exceptions.';

/** Step 'Choix du mode d'inscription': choosing stores the method and goes to the next step. */
export function MethodStep() {
  const { category, basket, chooseMethod } = useWizard();
  const choices: { method: SigninMethod; text: string }[] = [
    { method: 'GoClub', text: clubExplanation },
    { method: 'Online', text: onlineExplanation(category?.paymentSplit ?? 1) },
  ];
  return (
    <ul className="card-grid card-grid--stretch wizard-cards wizard-cards--methods">
      {choices.map(({ method, text }) => (
        <li key={method}>
          <button
            type="button"
            className="wizard-method"
            aria-pressed={basket.signinMethod === method}
            aria-describedby={`wizard-method-${method}`}
            onClick={() => chooseMethod(method)}
          >
            <span className="wizard-card__title">{methodTitles[method]}</span>
          </button>
          <p className="note" id={`wizard-method-${method}`}>
            {text}
          </p>
        </li>
      ))}
    </ul>
  );
}
