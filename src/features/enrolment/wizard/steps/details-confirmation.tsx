import { Fragment } from 'react';
import { Button } from '@/shared/ui/button';
import { detailsLines } from '../../rules/details-confirmation';
import type { DetailsDraft } from '../basket';

/**
 * 'Mes informations' right after a renewal (issue 34): the identity and address the member has
 * just checked, shown to confirm with Suivant, or to change with 'Modifier mes informations'.
 */
export function DetailsConfirmation({
  details,
  onEdit,
}: {
  details: DetailsDraft;
  onEdit: () => void;
}) {
  return (
    <div className="wizard-details">
      <p>
        Vous venez de vérifier ces informations pour votre renouvellement : elles accompagnent votre
        inscription.
      </p>
      <dl className="definition-list wizard-details__confirmed">
        {detailsLines(details).map((line) => (
          <Fragment key={line.term}>
            <dt>{line.term}</dt>
            <dd>{line.value}</dd>
          </Fragment>
        ))}
      </dl>
      <div>
        <Button variant="secondary" onClick={onEdit}>
          Modifier mes informations
        </Button>
      </div>
    </div>
  );
}
