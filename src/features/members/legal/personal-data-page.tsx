import { getRuntimeConfig } from '@/shared/config/runtime-config';
import { legalContacts } from './legal-contacts';
import { LegalPage, LegalSection } from './legal-page';
import { Table } from '@/shared/ui/table';

type Processing = { data: string; purpose: string; retention: string };

const processings: Processing[] = [
  {
    data: 'Identité et coordonnées des membres et de leurs proches (nom, prénom, date de naissance, adresse, téléphone, e-mail)',
    purpose: 'Gérer les adhésions, les licences et les inscriptions aux activités des clubs',
    retention: 'La durée de l’adhésion, puis trois ans après la dernière adhésion',
  },
  {
    data: 'Inscriptions, commandes et échéanciers de paiement',
    purpose: 'Suivre les paiements et remettre les attestations',
    retention: 'Dix ans, durée de conservation des pièces comptables',
  },
  {
    data: 'Identité complète des éducateurs et dirigeants (dont la date et le lieu de naissance)',
    purpose:
      'Contrôle d’honorabilité : ces données sont transmises au service de l’État chargé de vérifier l’absence de condamnation',
    retention: 'La durée des fonctions dans le club',
  },
  {
    data: 'Photo de profil',
    purpose: 'Reconnaître le membre sur sa carte d’adhérent et dans les conversations',
    retention: 'Jusqu’à son remplacement, au plus tard trois ans après la dernière adhésion',
  },
  {
    data: 'Réservations des séances PASS',
    purpose: 'Gérer les places des séances et prévenir les participants d’un changement',
    retention: 'La saison en cours, puis un an',
  },
  {
    data: 'Responsabilités et fonctions des administrateurs',
    purpose: 'Donner à chacun les droits d’administration de sa fonction',
    retention: 'La durée des fonctions, puis trois ans',
  },
  {
    data: 'Messages des conversations de groupe',
    purpose: 'Permettre aux membres d’un club d’échanger',
    retention: 'Un an après le dernier message de la conversation',
  },
];

export function PersonalDataPage() {
  const { productName, productSlug } = getRuntimeConfig();
  const contacts = legalContacts(productSlug);
  return (
    <LegalPage title="Données personnelles">
      <p>
        La Fédération {productName} est responsable des traitements de données personnelles du
        Portail des adhérents, conformément au règlement général sur la protection des données
        (RGPD) et à la loi Informatique et Libertés.
      </p>
      <LegalSection title="Ce que le portail collecte, pourquoi et pour combien de temps">
        <Table
          caption="Données collectées, finalités et durées"
          className="members-legal__table"
          columns={['Données', 'Finalité', 'Durée de conservation']}
        >
          {processings.map((item) => (
            <tr key={item.data}>
              <td>{item.data}</td>
              <td>{item.purpose}</td>
              <td>{item.retention}</td>
            </tr>
          ))}
        </Table>
      </LegalSection>
      <LegalSection title="Questionnaire de santé">
        <p>
          Les réponses au questionnaire de santé ne quittent jamais votre navigateur : seule votre
          attestation d’avoir répondu « non » à toutes les questions est transmise avec
          l’inscription.
        </p>
      </LegalSection>
      <LegalSection title="Vérification d’une attestation">
        <p>
          Toute personne à qui vous donnez la référence et le code de votre attestation peut en
          vérifier l’authenticité sur le portail : elle voit votre nom, votre club, vos licences et
          les montants payés, jamais votre date de naissance ni vos coordonnées.
        </p>
      </LegalSection>
      <LegalSection title="Ce que garde votre navigateur">
        <p>
          Le portail garde dans votre navigateur le profil choisi, le panier, l’inscription en
          cours, le club choisi dans le PASS, votre acceptation de ses conditions d’utilisation et
          le mode sombre, pour les retrouver à votre prochaine visite. Il n’y dépose aucun jeton de
          connexion et aucun traceur publicitaire ou de mesure d’audience ; le service de connexion
          utilise un cookie de session.
        </p>
      </LegalSection>
      <LegalSection title="Ce que garde votre appareil pour l’utilisation hors ligne">
        <p>
          Quand vous ouvrez « Ma carte de licence », le portail en garde une copie sur cet appareil
          seulement : vos nom et prénom, l’adresse de votre photo, votre numéro de licence, son
          niveau, la saison, vos clubs et l’adresse de vérification de votre attestation (celle du
          QR code), avec la date de l’enregistrement. Quand vous affichez le calendrier des
          réservations de « Mes inscriptions » ou « Mes réservations » de PASS, il garde de même vos
          dix prochaines séances au club (celles des quatre semaines à venir) et vos dix prochaines
          réservations PASS : pour chacune, le titre de la séance, sa date, ses heures, son lieu
          quand il est connu et le club, avec votre prénom et la date de l’enregistrement ; aucune
          donnée de santé ni de paiement. Ces copies restent dans le stockage local du navigateur,
          ne sont envoyées nulle part et servent uniquement à les afficher sans réseau, en lecture
          seule : réserver ou annuler demande une connexion.
        </p>
        <p>
          Chaque copie est remplacée à votre visite suivante avec une connexion ; elle est gardée
          jusqu’à ce que vous vous déconnectiez, et une séance déjà commencée n’est plus affichée.
          La « Déconnexion » les efface toutes ; vous pouvez aussi les effacer en supprimant les
          données du site dans les réglages de votre navigateur. Le portail installé garde en outre
          ses propres fichiers (pages, styles, images) pour s’ouvrir hors ligne ; ils ne contiennent
          aucune donnée personnelle.
        </p>
      </LegalSection>
      <LegalSection title="Vos droits">
        <p>
          Vous pouvez accéder à vos données, les faire rectifier ou effacer, vous opposer à leur
          traitement, en demander la limitation ou la portabilité en écrivant à{' '}
          <a href={`mailto:${contacts.privacyEmail}`}>{contacts.privacyEmail}</a>. Si la réponse ne
          vous satisfait pas, vous pouvez adresser une réclamation à la Commission nationale de
          l’informatique et des libertés (CNIL).
        </p>
      </LegalSection>
    </LegalPage>
  );
}
