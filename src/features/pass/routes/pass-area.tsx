import { useEffect, useMemo, useState } from 'react';
import { Outlet } from 'react-router';
import { getRuntimeConfig } from '@/shared/config/runtime-config';
import { hasPremiumLicence } from '@/shared/session/rules/licences';
import { currentSeasonOf, seasonTitleOf } from '@/shared/session/rules/seasons';
import { selectCurrentProfile, selectSeasons } from '@/shared/session/current-profile';
import { useAppSelector } from '@/shared/store/store';
import { DialogHostProvider } from '@/shared/ui/dialog-host';
import { Spinner } from '@/shared/ui/spinner';
import { QueryBoundary } from '@/shared/ui/query-boundary';
import { combineQueries } from '@/shared/api/query-status';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { isPassAccount, useGetPassAccountQuery } from '../api/get-pass-account';
import { useGetPassClubsQuery } from '../api/get-pass-clubs';
import { LicenceNumberForm } from '../account/licence-number-form';
import {
  passLicenceNumber,
  passLicenceToUse,
  typedLicenceError,
} from '../account/rules/pass-licence';
import {
  forgetPassLicence,
  rememberedPassLicence,
  rememberPassLicence,
} from '../account/stored-pass-licences';
import { defaultClubId, visibleClubs } from '../clubs/rules/visible-clubs';
import { useSelectedClub } from '../clubs/use-selected-club';
import { PassContextProvider, type PassContext } from '../context/pass-context';
import '../pass.css';
import { Button } from '@/shared/ui/button';

/**
 * The PASS area: login by the selected profile's licence number (docs/spec/members-area.md 1), the clubs
 * of this build and the selected club, then the first-launch screen or the tabs. The number is
 * a designed field of the profile's licences: without it, the member types it once and this
 * device remembers it for the profile; when the profile gives it, a typed number must be the
 * same (issue 32).
 */
export function PassArea() {
  usePageTitle('Mon PASS');
  const profile = useAppSelector(selectCurrentProfile);
  const [typed, setTyped] = useState<{ profileId: number; licence: string } | null>(null);
  // The profile whose member asked to type another number.
  const [retyping, setRetyping] = useState<number | null>(null);
  if (!profile) return <Spinner label="Chargement de votre espace PASS…" />;
  const known = passLicenceNumber(profile.memberships, profile.oldMemberships);
  const chosen =
    typed?.profileId === profile.id
      ? { licence: typed.licence, typed: true }
      : retyping === profile.id
        ? null
        : passLicenceToUse(known, rememberedPassLicence(profile.id));
  if (!chosen) {
    return (
      <PassNotice title="Mon PASS">
        L’espace PASS est réservé aux licenciés : la connexion se fait avec votre numéro de licence,
        que votre profil ne donne pas. Saisissez-le ci-dessous ; sans licence, prenez-en une auprès
        de votre club (une licence PREMIUM pour réserver des séances), puis revenez ici.
        <LicenceNumberForm
          validate={(value) => typedLicenceError(value, known)}
          onSubmit={(value) => {
            setTyped({ profileId: profile.id, licence: value });
            setRetyping(null);
          }}
        />
      </PassNotice>
    );
  }
  const { licence } = chosen;
  return (
    <PassLogin
      key={`${profile.id}-${licence}`}
      profileId={profile.id}
      licence={licence}
      remember={chosen.typed ? () => rememberPassLicence(profile.id, licence) : undefined}
      onRetype={() => {
        forgetPassLicence(profile.id);
        setTyped(null);
        setRetyping(profile.id);
      }}
    />
  );
}

function PassLogin({
  profileId,
  licence,
  remember,
  onRetype,
}: {
  profileId: number;
  licence: string;
  /** Set when the member typed the number: PASS recognised it, the device keeps it. */
  remember?: () => void;
  /** Another number may be typed (checked against the profile's when it gives one). */
  onRetype: () => void;
}) {
  const profile = useAppSelector(selectCurrentProfile);
  const seasons = useAppSelector(selectSeasons);
  const [now] = useState(() => new Date());
  const account = useGetPassAccountQuery(licence);
  const clubsQuery = useGetPassClubsQuery();
  const [storedClubId, selectClub] = useSelectedClub();
  const recognised = isPassAccount(account.currentData);
  useEffect(() => {
    if (recognised) remember?.();
  }, [recognised, remember]);
  const clubs = useMemo(
    () => visibleClubs(clubsQuery.data ?? [], getRuntimeConfig().production),
    [clubsQuery.data],
  );

  return (
    <QueryBoundary
      state={combineQueries(account, clubsQuery)}
      loadingLabel="Connexion à PASS…"
      renderFailure={(retry) => (
        <PassNotice title="Mon PASS">
          Le service PASS est momentanément indisponible. Veuillez réessayer plus tard.
          <Button onClick={retry}>Réessayer</Button>
        </PassNotice>
      )}
    >
      {() => {
        if (!isPassAccount(account.currentData)) {
          return (
            <PassNotice title="Mon PASS">
              Votre numéro de licence {licence} n’est pas reconnu par PASS. Votre club doit d’abord
              vous inscrire au service : contactez-le, puis revenez ici.
              <Button onClick={onRetype}>Saisir un autre numéro</Button>
            </PassNotice>
          );
        }
        const seasonTitle = currentSeasonOf(seasons, now)?.title ?? seasonTitleOf(now);
        const premium = profile
          ? hasPremiumLicence(profile.memberships, profile.oldMemberships, seasonTitle, now)
          : false;
        const clubId = defaultClubId(clubs, storedClubId);
        const context: PassContext = {
          profileId,
          licence,
          account: account.currentData,
          premium,
          clubs,
          club: clubs.find((club) => club.clubId === clubId),
          selectClub,
        };
        // The area's own dialog host, below its context: the PASS dialogs read it.
        return (
          <PassContextProvider value={context}>
            <DialogHostProvider>
              <Outlet />
            </DialogHostProvider>
          </PassContextProvider>
        );
      }}
    </QueryBoundary>
  );
}

function PassNotice({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="pass-page">
      <h1>{title}</h1>
      <div className="pass-notice">{children}</div>
    </div>
  );
}
