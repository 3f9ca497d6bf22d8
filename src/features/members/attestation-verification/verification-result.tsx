import { skipToken } from '@reduxjs/toolkit/query';
import { CircleCheck } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { formatDate } from '@/shared/lib/dates';
import { formatEuros } from '@/shared/lib/money';
import { ErrorState } from '@/shared/ui/error-state';
import { Spinner } from '@/shared/ui/spinner';
import {
  useGetPublicAttestationQuery,
  type PublicAttestation,
} from '../api/get-public-attestation';
import type { VerificationRequest } from './rules/verification-address';
import { verificationFailure, verificationTexts } from './rules/verification-outcome';
import { nounFor } from '@/shared/lib/french';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The facts the reply certifies, amounts in French euros. */
function ValidAttestation({ attestation }: { attestation: PublicAttestation }) {
  const titleId = useId();
  const { member, club, licences, activities } = attestation;
  return (
    <section className="members-block attestation-check__valid" aria-labelledby={titleId}>
      <h2 id={titleId}>
        <CircleCheck aria-hidden="true" focusable="false" /> Attestation valide
      </h2>
      <p>
        Cette attestation d&apos;adhésion a bien été délivrée par le club {club.title}
        {attestation.season ? ` pour la saison ${attestation.season.title}` : ''}.
      </p>
      <dl className="attestation-check__facts">
        <Fact label="Membre">
          {member.firstname} {member.lastname}
        </Fact>
        <Fact label="Club">{club.city ? `${club.title} (${club.city})` : club.title}</Fact>
        {attestation.season && <Fact label="Saison">{attestation.season.title}</Fact>}
        <Fact label={nounFor(licences.length, 'Licence')}>
          {licences.length === 0
            ? 'Aucune'
            : licences
                .map((licence) =>
                  licence.number ? `${licence.title} n° ${licence.number}` : licence.title,
                )
                .join(', ')}
        </Fact>
        {activities.map((activity) => (
          <Fact key={activity.title} label={`Cotisation ${activity.title}`}>
            {formatEuros(activity.cotisationActivite)}
          </Fact>
        ))}
        <Fact label="Cotisation activité">{formatEuros(attestation.cotisationActivite)}</Fact>
        <Fact label="Droit omnisport">{formatEuros(attestation.priceDroitOmnisport)}</Fact>
        <Fact label="Total de l'adhésion">{formatEuros(attestation.totalPrice)}</Fact>
        {attestation.issuedOn && (
          <Fact label="Attestation établie le">{formatDate(attestation.issuedOn)}</Fact>
        )}
      </dl>
    </section>
  );
}

/** What the public call says about the reference in the address. */
export function VerificationResult({ request }: { request: VerificationRequest }) {
  const query = useGetPublicAttestationQuery(
    request.kind === 'lookup'
      ? { attestationId: request.attestationId, code: request.code }
      : skipToken,
  );
  if (request.kind === 'empty') return null;
  if (request.kind === 'invalid') return <p role="alert">{verificationTexts.notFound}</p>;
  if (query.isFetching) return <Spinner label="Vérification en cours…" />;
  if (query.error && 'kind' in query.error) {
    const failure = verificationFailure(query.error);
    if (failure.kind === 'not-found') return <p role="alert">{failure.message}</p>;
    return <ErrorState message={failure.message} onRetry={() => void query.refetch()} />;
  }
  if (!query.currentData) return <Spinner label="Vérification en cours…" />;
  return <ValidAttestation attestation={query.currentData} />;
}
