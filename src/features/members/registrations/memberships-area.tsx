import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { usePdfViewer } from '@/shared/ui/pdf-viewer/use-pdf-viewer';
import { attestationDocument, bulletinDocument } from '../documents/document-sources';
import type { CurrentProfile } from '@/shared/session/session-slice';
import { membershipCardsOfSeason } from './rules/memberships-by-club';
import { ofName } from '@/shared/lib/french';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';

/** 'Mes adhésions {season}': one card per club of the season's memberships. */
export function MembershipsArea({
  profile,
  seasonTitle,
}: {
  profile: CurrentProfile;
  seasonTitle: string;
}) {
  const cards = membershipCardsOfSeason(profile.memberships, seasonTitle);
  const openPdf = usePdfViewer();
  return (
    <section className="panel" aria-labelledby="memberships-title">
      <h2 id="memberships-title">Mes adhésions {seasonTitle}</h2>
      {cards.length === 0 ? (
        <EmptyState>Vous n&apos;avez aucune adhésion validée pour la saison en cours.</EmptyState>
      ) : (
        <ul className="card-grid membership-cards">
          {cards.map((card) => (
            <li key={card.clubId} className="membership-card">
              <h3 className="membership-card__club">{card.clubName}</h3>
              <p className="membership-card__activities">{card.activities}</p>
              <div className="membership-card__actions">
                <Link
                  className="button button--secondary"
                  to={`${paths.map(profile.id)}/${card.clubId}`}
                  aria-label={`Activités ${ofName(card.clubName)}`}
                >
                  Activités
                </Link>
                <Button
                  variant="primary"
                  aria-label={`Mon attestation : ${card.clubName}`}
                  onClick={() =>
                    openPdf(
                      attestationDocument(
                        profile.id,
                        { id: card.clubId, name: card.clubName },
                        seasonTitle,
                      ),
                    )
                  }
                >
                  Mon attestation
                </Button>
                <Button
                  variant="secondary"
                  aria-label={`Mon bulletin d'adhésion : ${card.clubName}`}
                  onClick={() => openPdf(bulletinDocument(card.membershipId, card.clubName))}
                >
                  Mon bulletin d&apos;adhésion
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
