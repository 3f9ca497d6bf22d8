import { useState } from 'react';
import { getRuntimeConfig } from '@/shared/config/runtime-config';
import { capitalizeName } from '@/shared/lib/text';
import { hasAnnualLicence, hasPremiumLicence } from '@/shared/session/rules/licences';
import { currentSeasonOf, seasonTitleOf } from '@/shared/session/rules/seasons';
import type { ClubRef } from '@/shared/session/schemas';
import { type CurrentProfile } from '@/shared/session/session-slice';
import { selectCurrentProfile, selectSeasons } from '@/shared/session/current-profile';
import { useAppSelector } from '@/shared/store/store';
import { Spinner } from '@/shared/ui/spinner';
import { useDeferredReady } from '@/shared/ui/use-deferred-ready';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { BestOffers } from '../components/best-offers';
import { LicenceCardTile } from '../components/licence-card-tile';
import { licenceCardOf } from '../licence-card/rules/licence-card';
import { NewsPreview } from '../components/news-preview';
import { PremiumBlock } from '../components/premium-block';
import { PremiumVideo } from '../components/premium-video';
import { RenewalBlock } from '../components/renewal-block';
import { ServicePlanBanner } from '../components/service-plan-banner';
import { SponsorsBlock } from '../components/sponsors-carousel';
import { showsNoAnnualLicenceNotice } from '../rules/home-texts';
import { profileClubs, sponsorClub } from '../rules/sponsor-club';
import '../members.css';

export function HomePage() {
  usePageTitle('Accueil');
  const profile = useAppSelector(selectCurrentProfile);
  const ready = useDeferredReady(Boolean(profile));
  if (!profile || !ready) return <Spinner label="Chargement de votre espace…" />;
  // A new profile starts a new page: the sponsors' club is drawn again.
  return <Home key={profile.id} profile={profile} />;
}

function Home({ profile }: { profile: CurrentProfile }) {
  const seasons = useAppSelector(selectSeasons);
  const config = getRuntimeConfig();
  const [now] = useState(() => new Date());
  const seasonTitle = currentSeasonOf(seasons, now)?.title ?? seasonTitleOf(now);
  const premium = hasPremiumLicence(profile.memberships, profile.oldMemberships, seasonTitle, now);
  const annual = hasAnnualLicence(profile.memberships);
  const card = licenceCardOf(
    { ...profile, memberships: [...profile.memberships, ...profile.oldMemberships] },
    seasonTitle,
  );
  const [club] = useState<ClubRef | null>(() =>
    sponsorClub(
      profileClubs(profile.clubs, [...profile.memberships, ...profile.oldMemberships]),
      Math.random,
    ),
  );

  return (
    <div className="members-page">
      <h1>Bonjour {capitalizeName(profile.firstname)}</h1>
      <ServicePlanBanner />
      {showsNoAnnualLicenceNotice(annual, config.production) && (
        <section className="members-notice" aria-labelledby="members-no-licence-title">
          <h2 id="members-no-licence-title">Pas de licence annuelle cette saison</h2>
          <p>
            Ce profil n'a pas de licence annuelle pour la saison {seasonTitle}. Sans licence
            annuelle, certains services ne sont pas disponibles : le Club PREMIUM, DIGICLUB PREMIUM
            ou les fiches nutrition par exemple.
          </p>
        </section>
      )}
      {card && <LicenceCardTile profileId={profile.id} level={card.level} />}
      <RenewalBlock
        profileId={profile.id}
        gender={profile.gender}
        memberships={profile.renewableMemberships}
      />
      <NewsPreview profileId={profile.id} />
      <PremiumBlock hasPremium={premium} profileId={profile.id} />
      {club && <SponsorsBlock club={club} />}
      <BestOffers />
      <PremiumVideo />
      {/* The federation's partners are the footer's slider on every page (docs/spec/members-area.md
          'partners slider'): a second list here showed them twice (issue 34). */}
    </div>
  );
}
