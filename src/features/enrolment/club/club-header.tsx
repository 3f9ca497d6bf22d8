import type { ClubDetails } from '@/shared/clubs/get-club-details';
import { NewTabHint } from '@/shared/ui/new-tab-hint';
import { clubInitials, clubSiteUrl } from './rules/club-activities';

/** What the header selects of the club (GET /public/{product}/{id}, src/shared/clubs/). */
type HeaderClub = Pick<ClubDetails, 'title' | 'logoUrl' | 'city' | 'site'>;

export function ClubHeader({ club }: { club: HeaderClub }) {
  const site = clubSiteUrl(club.site);
  return (
    <header className="enrolment-club-header">
      {club.logoUrl ? (
        <img
          className="enrolment-club-header__logo"
          src={club.logoUrl}
          alt=""
          width={80}
          height={80}
        />
      ) : (
        <span className="enrolment-club-header__initials" aria-hidden="true">
          {clubInitials(club.title)}
        </span>
      )}
      <div className="enrolment-club-header__text">
        <h1>{club.title}</h1>
        {club.city && <p className="enrolment-club-header__town">{club.city}</p>}
        {site && (
          <a href={site} target="_blank" rel="noopener noreferrer">
            Site du club
            <NewTabHint />
          </a>
        )}
      </div>
    </header>
  );
}
