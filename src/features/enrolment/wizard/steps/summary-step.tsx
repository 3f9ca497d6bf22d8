import { formatDate } from '@/shared/lib/dates';
import { licenceTitle } from '../licence-texts';
import { methodTitles } from './method-step';
import { useWizard } from '../use-wizard-model';
import { Button } from '@/shared/ui/button';

const genders = { M: 'Homme', F: 'Femme' } as const;

/** Step 'Résumé de la demande': what will be sent, and the way to keep it in the cart. */
export function SummaryStep({ onAddToCart, busy }: { onAddToCart: () => void; busy: boolean }) {
  const { basket, activity, category, licence, paymentOption } = useWizard();
  const details = basket.profileDetails;
  const rows: [string, string][] = [
    ['Prénom', details.firstname],
    ['Nom', details.lastname],
    ['Date de naissance', formatDate(details.birthday)],
    ['Sexe', details.gender ? genders[details.gender] : '-'],
    ['Email', details.email],
    ['Adresse', details.address],
    ["Complément d'adresse", details.addressContinued.trim() || '-'],
    ['Ville', details.city],
    ['Code postal', details.postalCode],
    ['Activité', activity.title],
    ['Catégorie', category?.title ?? '-'],
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
      <p>
        <Button variant="secondary" onClick={onAddToCart} disabled={busy}>
          Ajouter au panier
        </Button>
      </p>
    </div>
  );
}
