import { getRuntimeConfig } from '@/shared/config/runtime-config';
import { termsVersionLabel } from './terms-version';

/** Legal notice and terms of use of PASS, written from the key points of docs/spec/members-area.md 1. */
export function TermsOfUse() {
  const product = getRuntimeConfig().productName;
  return (
    <div className="pass-terms">
      <p className="pass-terms__version">{termsVersionLabel}</p>
      <h3>Mentions légales</h3>
      <p>
        Le service PASS est édité par la fédération {product}, association régie par la loi du 1er
        juillet 1901. Il est hébergé dans l’Union européenne. Pour toute question, écrivez à votre
        club ou au service adhérents de la fédération.
      </p>
      <h3>Article 1 – Objet du service</h3>
      <p>
        PASS est une plateforme d’intermédiation qui met en relation les utilisateurs et les clubs
        affiliés proposant des activités de loisir. La fédération n’organise pas les séances :
        chaque club reste seul responsable des activités qu’il propose, de leur encadrement et de
        leurs installations. L’inscription au service est gratuite.
      </p>
      <h3>Article 2 – Conditions d’accès</h3>
      <p>
        Le service est réservé aux personnes âgées de 18 ans ou plus. L’accès se fait avec le numéro
        de licence du membre. La réservation d’une séance nécessite une licence {product} PREMIUM en
        cours de validité.
      </p>
      <h3>Article 3 – Offres, prix et paiement</h3>
      <p>
        Les offres (carnets de jetons ou formules à volonté) sont proposées par les clubs. Les prix
        sont indiqués en euros, toutes taxes comprises, et incluent les frais de service. Un club
        peut modifier ses prix à tout moment ; les nouveaux prix ne s’appliquent qu’aux
        souscriptions conclues après le changement.
      </p>
      <h3>Article 4 – Absence de droit de rétractation</h3>
      <p>
        Conformément à l’article L221-28 du Code de la consommation, le droit de rétractation ne
        s’applique pas aux prestations de loisirs fournies à une date ou selon une périodicité
        déterminée.
      </p>
      <h3>Article 5 – Annulation par l’utilisateur</h3>
      <p>
        L’utilisateur peut annuler une réservation plus de 24 heures avant le début de la séance :
        la séance lui est alors intégralement rendue (jeton recrédité ou montant remboursé). En deçà
        de 24 heures, aucun remboursement n’est dû et la place est libérée pour d’autres
        participants. Un club peut fixer un délai d’annulation plus long, indiqué avant chaque
        réservation.
      </p>
      <h3>Article 6 – Annulation par le club</h3>
      <p>
        Si le club annule une séance et que l’utilisateur n’accepte pas la séance de remplacement
        proposée, le club rembourse la séance à l’utilisateur.
      </p>
      <h3>Article 7 – Force majeure</h3>
      <p>
        Aucune partie n’est responsable d’un manquement dû à un cas de force majeure. Si un cas de
        force majeure dure plus de deux mois, les présentes conditions prennent fin de plein droit,
        sans indemnité de part et d’autre.
      </p>
      <h3>Article 8 – Impayés et résiliation</h3>
      <p>
        En cas de somme restée impayée, la fédération ou le club adresse une mise en demeure. Si la
        situation n’est pas régularisée 30 jours après cette mise en demeure, l’accès au service
        peut être résilié.
      </p>
      <h3>Article 9 – Suspension ou suppression du compte</h3>
      <p>
        En cas de manquement aux présentes conditions (fausse déclaration, comportement inapproprié,
        usage frauduleux), le compte de l’utilisateur peut être suspendu ou supprimé, après
        information de l’intéressé.
      </p>
      <h3>Article 10 – Acceptation et évolution des conditions</h3>
      <p>
        L’utilisateur accepte les présentes conditions en cochant la case prévue à cet effet avant
        d’utiliser le service. Toute nouvelle version des conditions doit être acceptée lors de la
        connexion suivante à PASS ; à défaut, le service ne peut plus être utilisé.
      </p>
      <h3>Article 11 – Données personnelles</h3>
      <p>
        Les données nécessaires aux réservations (nom, prénom, numéro de licence) sont transmises au
        club concerné, pour la seule gestion des séances, conformément au règlement général sur la
        protection des données.
      </p>
    </div>
  );
}
