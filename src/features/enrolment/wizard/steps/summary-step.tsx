import { formatDate } from '@/shared/lib/dates';
import { sessionText } from '../../rules/sessions';
import { licenceTitle } from '../licence-texts';
import { PaymentSchedule } from '../payment-schedule';
import { RequestLines } from '../request-lines';
import { methodTitles } from './method-step';
import { useWizard } from '../wizard-context';
import { Button } from '@/shared/ui/button';

const genders = { M: 'Homme', F: 'Femme' } as const;

/**
 * Step 'Résumé de la demande': what will be sent (the person, the activity, the session chosen),
 * what it costs line by line with the instalments, and the way to keep it in the cart.
 */
export function SummaryStep({ onAddToCart, busy }: { onAddToCart: () => void; busy: boolean }) {
  const { basket, activity, category, licence, paymentOption, session } = useWizard();
  const details = basket.profileDetails;
  const rows: [string, string][] = [
    ['Prénom', details.firstname],
    ['Nom', details.lastname],
    ['Date de naissance', formatDate(details.birthday)],
    ['Sexe', details.gender ? genders[details.gender] : '-'],
    ['Email', details.email],
    ['Adresse', details.address],
    ["Complément d'adresse", details.addressContinued.trim() || '-'],
    ['Code postal', details.postalCode],
    ['Ville', details.city],
    ['Activité', activity.title],
    ['Catégorie', category?.title ?? '-'],
    ...(session ? [['Séance', sessionText(session)] as [string, string]] : []),
    ['Licence', licence ? licenceTitle(licence.licenseLevelTitle) : '-'],
    [
      'Mode de paiement',
      basket.signinMethod === 'GoClub'
        ? methodTitles.GoClub
        : (paymentOption?.paymentMethod.name ?? '-'),
    ],
  ];
  return (
    <div className="wizard-summary">
      <dl className="definition-list">
        {rows.map(([label, value]) => (
          <div key={label} className="wizard-summary__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <RequestLines caption="Montant" />
      <PaymentSchedule headingId="wizard-summary-schedule" />
      <p>
        <Button variant="secondary" onClick={onAddToCart} disabled={busy}>
          Ajouter au panier
        </Button>
      </p>
    </div>
  );
}
