import { getRuntimeConfig } from '@/shared/config/runtime-config';
import { legalContacts } from './legal-contacts';
import { LegalPage, LegalSection } from './legal-page';

export function LegalNoticePage() {
  const { productName, productSlug } = getRuntimeConfig();
  const contacts = legalContacts(productSlug);
  return (
    <LegalPage title="Mentions légales">
      <LegalSection title="Éditeur">
        <p>
          Le Portail des adhérents est édité par la Fédération {productName}, association régie par
          la loi du 1er juillet 1901, {contacts.postalAddress}.
        </p>
        <p>
          Contact : <a href={`mailto:${contacts.contactEmail}`}>{contacts.contactEmail}</a>
        </p>
        <p>Directeur de la publication : le président ou la présidente de la fédération.</p>
      </LegalSection>
      <LegalSection title="Hébergement">
        <p>
          Le portail est un ensemble de fichiers statiques servis par les serveurs de la fédération
          ; les services qu’il appelle (adhésions, réservations, messagerie) sont hébergés dans
          l’Union européenne.
        </p>
      </LegalSection>
      <LegalSection title="Propriété intellectuelle">
        <p>
          Les textes, logos et illustrations du portail appartiennent à la Fédération {productName}{' '}
          ou à ses partenaires ; toute reproduction demande leur accord écrit.
        </p>
      </LegalSection>
      <LegalSection title="Paiement en ligne">
        <p>
          Les paiements par carte sont traités par le prestataire de paiement de la fédération, sur
          sa propre page sécurisée : le portail ne reçoit ni ne conserve aucune donnée de carte
          bancaire.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
