import { NewTabHint } from '@/shared/ui/new-tab-hint';
import { useGetAttestationReferenceQuery } from '../api/get-attestation-reference';
import { verificationPath } from '../attestation-verification/rules/verification-address';
import './attestation-reference.css';

/**
 * The verification reference of an attestation, as text above the PDF: a member reads it out or
 * copies it for an employer, a works council or a club, who checks it on the public page.
 */
export function AttestationReferenceNote({
  profileId,
  clubId,
}: {
  profileId: number;
  clubId: number;
}) {
  const { data, isError } = useGetAttestationReferenceQuery({ profileId, clubId });
  if (isError) {
    return (
      <p className="attestation-reference">
        La référence de vérification n&apos;a pas pu être chargée.
      </p>
    );
  }
  if (!data) {
    return <p className="attestation-reference">Chargement de la référence de vérification…</p>;
  }
  const path = verificationPath(data.attestationId, data.verificationCode);
  const address = `${window.location.origin}${path}`;
  return (
    <section className="attestation-reference" aria-label="Vérification de l'attestation">
      <p>
        Un employeur, un comité d&apos;entreprise ou un club peut vérifier cette attestation en
        ligne, sans compte, avec sa référence et son code :
      </p>
      <dl className="attestation-reference__facts">
        <div>
          <dt>Référence</dt>
          <dd>{data.attestationId}</dd>
        </div>
        <div>
          <dt>Code de vérification</dt>
          <dd className="attestation-reference__code">{data.verificationCode}</dd>
        </div>
        <div>
          <dt>Adresse de vérification</dt>
          <dd>
            <a href={path} target="_blank" rel="noopener noreferrer">
              {address}
              <NewTabHint />
            </a>
          </dd>
        </div>
      </dl>
    </section>
  );
}
