import { useEffect, useMemo } from 'react';
import { saveOfflineCard } from '@/shared/offline/offline-copies';
import { currentSeasonOf, seasonTitleOf } from '@/shared/session/rules/seasons';
import { selectCurrentProfile, selectSeasons } from '@/shared/session/current-profile';
import type { CurrentProfile } from '@/shared/session/session-slice';
import { useAppSelector } from '@/shared/store/store';
import { Spinner } from '@/shared/ui/spinner';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { useGetAttestationReferenceQuery } from '../api/get-attestation-reference';
import { verificationPath } from '../attestation-verification/rules/verification-address';
import { LicenceCardView } from './licence-card-view';
import { licenceCardOf, type LicenceCardFacts } from './rules/licence-card';
import './licence-card.css';

/** profile/{id}/carte-licence: 'Ma carte de licence', kept on this device for offline use. */
export function LicenceCardPage() {
  usePageTitle('Ma carte de licence');
  const profile = useAppSelector(selectCurrentProfile);
  if (!profile) return <Spinner label="Chargement de votre carte…" />;
  return <LicenceCardOfProfile key={profile.id} profile={profile} />;
}

function LicenceCardOfProfile({ profile }: { profile: CurrentProfile }) {
  const seasons = useAppSelector(selectSeasons);
  const facts = useMemo(() => {
    const now = new Date();
    const seasonTitle = currentSeasonOf(seasons, now)?.title ?? seasonTitleOf(now);
    return licenceCardOf(
      { ...profile, memberships: [...profile.memberships, ...profile.oldMemberships] },
      seasonTitle,
    );
  }, [profile, seasons]);
  return (
    <div className="licence-card-page">
      <h1>Ma carte de licence</h1>
      {facts ? (
        <CardWithCheck facts={facts} />
      ) : (
        <p>Ce profil n'a pas de licence : aucune carte à présenter.</p>
      )}
    </div>
  );
}

function CardWithCheck({ facts }: { facts: LicenceCardFacts }) {
  const reference = useGetAttestationReferenceQuery({
    profileId: facts.profileId,
    clubId: facts.clubId,
  });
  const path = reference.data
    ? verificationPath(reference.data.attestationId, reference.data.verificationCode)
    : null;
  const settled = reference.isSuccess || reference.isError;
  const card = useMemo(() => {
    const { clubId: _clubId, ...shown } = facts;
    return { ...shown, verificationPath: path };
  }, [facts, path]);

  useEffect(() => {
    // The copy for offline use (docs/adr/0016-installable-portal.md), replaced at each visit.
    if (settled) saveOfflineCard({ ...card, savedAt: new Date().toISOString() });
  }, [settled, card]);

  if (!settled) return <Spinner label="Chargement de votre carte…" />;
  return <LicenceCardView card={card} />;
}
