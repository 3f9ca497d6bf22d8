import { IdCard } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { buttonClassName } from '@/shared/ui/button';

/** The home page's way to the card (docs/adr/0016-installable-portal.md), for licence holders. */
export function LicenceCardTile({ profileId, level }: { profileId: number; level: string }) {
  return (
    <section className="members-block" aria-labelledby="members-licence-card-title">
      <h2 id="members-licence-card-title">Ma carte de licence</h2>
      <p>
        Votre licence {level} avec son QR code de vérification, à présenter au club, même sans
        réseau.
      </p>
      <Link className={buttonClassName({ variant: 'primary' })} to={paths.licenceCard(profileId)}>
        <IdCard aria-hidden="true" focusable="false" size={18} /> Afficher ma carte
      </Link>
    </section>
  );
}
