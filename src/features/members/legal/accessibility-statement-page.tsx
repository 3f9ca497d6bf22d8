import { getRuntimeConfig } from '@/shared/config/runtime-config';
import { accessibilityStatus } from './accessibility-status';
import { legalContacts } from './legal-contacts';
import { LegalPage, LegalSection } from './legal-page';

/**
 * The pages the automated journeys (e2e/) walk through, with axe on each page and dialog: keep
 * it in step with them.
 */
const checkedPages = [
  'Guide du visiteur (accueil public)',
  'Carte des clubs et liste des résultats',
  'Page d’un club et page d’une activité',
  'Inscription en ligne, questionnaires de santé et paiement',
  'Panier et résultat de paiement',
  'Pack premium et vérification publique d’une attestation',
  'Choix du profil, accueil, actualités et notifications de l’espace adhérent',
  'Mes informations personnelles, ma photo, mes inscriptions, mes échéances et mes documents',
  'Mon attestation, mes réservations et leur calendrier',
  'PASS : séances, réservations et programme',
  'Messagerie : conversations, membres et création d’un groupe',
  'Administration : administrateurs, invitations, responsabilités, fonctions et annuaire des clubs',
  'Mentions légales, données personnelles et cette déclaration',
];

export function AccessibilityStatementPage() {
  const { productName, productSlug } = getRuntimeConfig();
  const contacts = legalContacts(productSlug);
  return (
    <LegalPage title="Déclaration d’accessibilité">
      <p>
        La Fédération {productName} s’engage à rendre ses services numériques accessibles,
        conformément à l’article 47 de la loi n° 2005-102 du 11 février 2005. Cette déclaration
        d’accessibilité s’applique au Portail des adhérents.
      </p>
      <LegalSection title="État de conformité">
        <p>
          Le Portail des adhérents est <strong>{accessibilityStatus}</strong> avec le référentiel
          général d’amélioration de l’accessibilité (RGAA), version 4.1.2 : il n’a pas encore fait
          l’objet d’un audit de conformité. Les vérifications automatiques décrites ci-dessous sont
          faites à chaque nouvelle version.
        </p>
      </LegalSection>
      <LegalSection title="Résultats des tests">
        <p>
          Chaque nouvelle version passe des parcours automatisés dans le navigateur Chromium : à
          chaque page et à chaque fenêtre de dialogue ouverte, l’outil axe-core contrôle les règles
          des niveaux A et AA des WCAG 2.2. Aucune erreur n’est tolérée : une seule fait échouer la
          version. Les parcours se font au clavier et par les noms accessibles des éléments, comme
          avec un lecteur d’écran, en mode clair et en mode sombre. Lighthouse mesure aussi
          l’accessibilité de l’accueil et de la carte sur mobile.
        </p>
      </LegalSection>
      <LegalSection title="Contenus non accessibles">
        <ul>
          <li>
            La carte des clubs ne peut pas être parcourue avec un lecteur d’écran ; la liste des
            clubs affichée à côté d’elle donne les mêmes résultats avec les mêmes filtres.
          </li>
          <li>
            Les documents déposés par les clubs (règlements, plannings) peuvent ne pas être
            accessibles : ce sont des contenus de tiers.
          </li>
          <li>
            La page de paiement est celle du prestataire de paiement, dont l’accessibilité relève de
            sa propre déclaration.
          </li>
        </ul>
      </LegalSection>
      <LegalSection title="Établissement de cette déclaration">
        <p>Cette déclaration a été établie le 23 novembre 2026.</p>
        <p>
          Technologies utilisées : HTML, CSS, JavaScript (React), WAI-ARIA. Environnement de test :
          Chromium sous Debian, axe-core 4 par Playwright, Lighthouse 12.
        </p>
        <p>Pages vérifiées :</p>
        <ul>
          {checkedPages.map((page) => (
            <li key={page}>{page}</li>
          ))}
        </ul>
      </LegalSection>
      <LegalSection title="Retour d’information et contact">
        <p>
          Si vous n’arrivez pas à accéder à un contenu ou à un service, écrivez-nous à{' '}
          <a href={`mailto:${contacts.accessibilityEmail}`}>{contacts.accessibilityEmail}</a> ou à
          la Fédération {productName}, {contacts.postalAddress} : nous vous répondrons et vous
          proposerons une autre façon d’y accéder.
        </p>
      </LegalSection>
      <LegalSection title="Voies de recours">
        <p>
          Si vous constatez un défaut d’accessibilité vous empêchant d’accéder à un contenu ou à une
          fonctionnalité du portail, que vous nous le signalez et que vous ne parvenez pas à obtenir
          une réponse de notre part, vous pouvez adresser vos doléances ou une demande de saisine au
          Défenseur des droits :
        </p>
        <ul>
          <li>par le formulaire en ligne du Défenseur des droits ;</li>
          <li>en contactant le délégué du Défenseur des droits de votre région ;</li>
          <li>
            par courrier, gratuitement et sans timbre : Défenseur des droits, Libre réponse 71120,
            75342 Paris CEDEX 07.
          </li>
        </ul>
      </LegalSection>
    </LegalPage>
  );
}
