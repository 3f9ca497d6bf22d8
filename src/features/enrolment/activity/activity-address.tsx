import { NewTabHint } from '@/shared/ui/new-tab-hint';
import { useGeocodeAddressQuery } from '../api/geocode-address';
import type { Activity } from '../api/activity';
import { activityAddress, geocodingQuery } from './rules/categories';

type AddressParts = Pick<Activity, 'address' | 'addressContinued' | 'zipCode' | 'city'>;

function mapUrl(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}

/**
 * The address as the national address service knows it, with a link to a map. Until it answers,
 * when it fails or when it only knows the town, the club's own wording is shown: geocoding is a
 * nicety, never a blocker.
 */
export function ActivityAddress({ activity }: { activity: AddressParts }) {
  const query = geocodingQuery(activity);
  const { currentData } = useGeocodeAddressQuery(query ?? '', { skip: !query });
  const place = currentData?.precise ? currentData : null;
  const complement = activity.addressContinued?.trim();

  return (
    <section className="enrolment-section" aria-labelledby="activity-address-title">
      <h2 id="activity-address-title">Adresse</h2>
      <address className="enrolment-address">
        {place ? (
          <>
            {complement && (
              <>
                {complement}
                <br />
              </>
            )}
            {place.label}
          </>
        ) : (
          activityAddress(activity)
        )}
      </address>
      {place && (
        <a href={mapUrl(place.latitude, place.longitude)} target="_blank" rel="noopener noreferrer">
          Voir sur la carte
          <NewTabHint />
        </a>
      )}
    </section>
  );
}
