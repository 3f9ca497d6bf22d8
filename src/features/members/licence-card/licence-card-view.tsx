import type { OfflineCard } from '@/shared/offline/offline-copies';
import { defaultAvatarUrl } from '@/shared/ui/profile-avatar';
import { QrCode } from './qr-code';
import { nounFor, ofName } from '@/shared/lib/french';

/**
 * The licence card as shown at a club's door: who, which licence, which season and clubs, and
 * the QR code of the public attestation check. The same view online and from the device's copy.
 */
export function LicenceCardView({ card }: { card: Omit<OfflineCard, 'savedAt'> }) {
  const titleId = `licence-card-${card.profileId}`;
  const fullName = `${card.firstname} ${card.lastname}`;
  return (
    <article className="licence-card" aria-labelledby={titleId}>
      <header className="licence-card__header">
        <img
          className="licence-card__photo"
          src={card.photo ?? defaultAvatarUrl}
          alt={`Portrait ${ofName(fullName)}`}
          width={72}
          height={72}
          onError={(event) => {
            // Offline, a photo that was never cached gives way to the neutral picture.
            if (!event.currentTarget.src.endsWith(defaultAvatarUrl)) {
              event.currentTarget.src = defaultAvatarUrl;
            }
          }}
        />
        <div>
          <h2 id={titleId} className="licence-card__name">
            {fullName}
          </h2>
          <p className="licence-card__level">Licence {card.level}</p>
        </div>
      </header>
      <dl className="licence-card__facts">
        <div>
          <dt>Numéro de licence</dt>
          <dd>{card.licenceNumber ?? 'Non communiqué'}</dd>
        </div>
        <div>
          <dt>Niveau</dt>
          <dd>{card.level}</dd>
        </div>
        <div>
          <dt>Saison</dt>
          <dd>{card.season}</dd>
        </div>
        <div>
          <dt>{nounFor(card.clubs.length, 'Club')}</dt>
          <dd>{card.clubs.join(', ')}</dd>
        </div>
      </dl>
      {card.verificationPath ? (
        <figure className="licence-card__check">
          <QrCode
            value={new URL(card.verificationPath, window.location.origin).toString()}
            label={`QR code de vérification de la licence ${ofName(fullName)}`}
          />
          <figcaption>Le club scanne ce code pour vérifier l'attestation en ligne.</figcaption>
        </figure>
      ) : (
        <p className="members-muted">Le QR code de vérification n'est pas encore disponible.</p>
      )}
    </article>
  );
}
