import { NewTabHint } from '@/shared/ui/new-tab-hint';
import { useGeocodeAddressQuery } from '../api/geocode-address';
import type { Activity } from '../api/activity';
import { activityAddress, geocodingQuery } from './rules/categories';

type AddressParts = Pick<Activity, 'address' | 'addressContinued' | 'zipCode' | 'city'>;

/**
 * The map's address: the exact point once the national address service placed it, a search of
 * the address meanwhile, when it fails or when it only knows the town.
 */
function mapUrl(query: string, place: { latitude: number; longitude: number } | null) {
  if (!place) return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
  const { latitude, longitude } = place;
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}

/**
 * The address as the club wrote it, with a link to a map. Geocoding only sharpens the link's
 * target: the page shows nothing more nor less when the service answers, late or never, so the
 * blocks below never move (docs/adr/0011-stable-layout-svg-icons-and-demo-tiles.md).
 */
export function ActivityAddress({ activity }: { activity: AddressParts }) {
  const query = geocodingQuery(activity);
  const { currentData } = useGeocodeAddressQuery(query, { skip: !query });
  const place = currentData?.precise ? currentData : null;

  return (
    <section className="enrolment-section" aria-labelledby="activity-address-title">
      <h2 id="activity-address-title">Adresse</h2>
      <address className="enrolment-address">{activityAddress(activity)}</address>
      {query && (
        <a href={mapUrl(query, place)} target="_blank" rel="noopener noreferrer">
          Voir sur la carte
          <NewTabHint />
        </a>
      )}
    </section>
  );
}
