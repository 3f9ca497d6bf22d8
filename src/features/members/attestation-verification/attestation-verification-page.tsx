import { useNavigate, useParams } from 'react-router';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { verificationPath, verificationRequest } from './rules/verification-address';
import { VerificationForm } from './verification-form';
import { VerificationResult } from './verification-result';
import '../members.css';
import './attestation-verification.css';

/**
 * The public check of a membership attestation (docs/spec/members-area.md 7 'GET
 * /public/attestation/{a}/ {b}'): a third party lands here from the address printed on the
 * attestation, or types its reference and code. No sign-in: the unguessable code is what grants the
 * look.
 */
export function AttestationVerificationPage() {
  usePageTitle("Vérifier une attestation d'adhésion");
  const { attestationId, code } = useParams();
  const navigate = useNavigate();
  const request = verificationRequest(attestationId, code);
  return (
    <div className="members-page attestation-check">
      <h1>Vérifier une attestation d&apos;adhésion</h1>
      <p>
        Saisissez la référence et le code de vérification imprimés sur l&apos;attestation, ou ouvrez
        l&apos;adresse de vérification qui y figure.
      </p>
      <VerificationForm
        key={`${attestationId ?? ''}/${code ?? ''}`}
        initial={{ attestationId: attestationId ?? '', code: code ?? '' }}
        onCheck={(values) => void navigate(verificationPath(values.attestationId, values.code))}
      />
      <div className="attestation-check__result" aria-live="polite">
        <VerificationResult request={request} />
      </div>
    </div>
  );
}
