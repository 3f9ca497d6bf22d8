import { http, HttpResponse, type HttpHandler } from 'msw';
import { geocodeResultSchema } from '@/features/enrolment/api/geocode-address';
import type { RuntimeConfig } from '@/shared/config/runtime-config';
import { findClub } from '../../db/catalogue';
import { towns } from '../../db/seed/towns';
import type { MockDb } from '../../db/types';
import type { Respond } from '../respond';
import type { createRouter } from '../router';

type Route = ReturnType<typeof createRouter>;

type Place = { label: string; postcode: string; city: string; latitude: number; longitude: number };

const normalised = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Every address the mock knows: activities' venues and clubs' seats, then town centres. */
function knownPlaces(db: MockDb): Place[] {
  const activities = db.activities.flatMap((activity) => {
    const club = findClub(db, activity.clubId);
    if (!club || activity.address === null) return [];
    return [
      {
        label: `${activity.address} ${activity.zipCode ?? ''} ${activity.city ?? ''}`,
        postcode: activity.zipCode ?? club.postalCode,
        city: activity.city ?? club.city,
        latitude: activity.latitude ?? club.latitude,
        longitude: activity.longitude ?? club.longitude,
      },
    ];
  });
  const clubs = db.clubs.map((club) => ({
    label: `${club.address} ${club.postalCode} ${club.city}`,
    postcode: club.postalCode,
    city: club.city,
    latitude: club.latitude,
    longitude: club.longitude,
  }));
  return [...activities, ...clubs];
}

function townCentres(db: MockDb): Place[] {
  const fromTowns = towns.map(([city, postcode, , , latitude, longitude]) => ({
    label: city,
    postcode,
    city,
    latitude,
    longitude,
  }));
  const fromClubs = db.clubs.map((club) => ({
    ...club,
    label: club.city,
    postcode: club.postalCode,
  }));
  return [...fromTowns, ...fromClubs];
}

/** The closest known match: an exact address first, else the town named in the query. */
export function geocode(db: MockDb, query: string): Place | undefined {
  const wanted = normalised(query);
  if (!wanted) return undefined;
  const address = knownPlaces(db).find((place) => {
    const label = normalised(place.label);
    return label === wanted || wanted.startsWith(label) || label.startsWith(wanted);
  });
  if (address) return address;
  const words = ` ${wanted} `;
  return townCentres(db)
    .filter(
      (place) =>
        words.includes(` ${normalised(place.city)} `) || words.includes(` ${place.postcode} `),
    )
    .sort((a, b) => b.city.length - a.city.length)[0];
}

/** A light, neutral map tile: the demo map works offline and never calls a tile server. */
export const neutralTileSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">' +
  '<rect width="256" height="256" fill="#eef1ee"/>' +
  '<path d="M0 64H256M0 128H256M0 192H256M64 0V256M128 0V256M192 0V256" stroke="#dde3dd" stroke-width="1"/>' +
  '</svg>';

/** The tile address template as a pattern: '/tiles/{z}/{x}/{y}.png' -> /\/tiles\/\d+\/…/. */
export function tilePattern(template: string, origin: string): RegExp {
  const absolute = template.startsWith('/') ? `${origin}${template}` : template;
  const escaped = absolute
    .replace(/[.+?^$()|[\]\\]/g, '\\$&')
    .replace(/\{s\}/g, '[a-z0-9]+')
    .replace(/\{r\}/g, '(@2x)?')
    .replace(/\{[xyz]\}/g, '-?\\d+');
  return new RegExp(`^${escaped}(\\?.*)?$`);
}

/** The geocoder (api-adresse.data.gouv.fr shape) and the map tiles. */
export function geoHandlers(
  geocoderRoute: Route,
  respond: Respond,
  config: RuntimeConfig,
  origin: string,
): HttpHandler[] {
  const search: Parameters<Route['thirdParty']>[2] = ({ db, url }) => {
    const place = geocode(db, url.searchParams.get('q') ?? '');
    const features = place
      ? [
          {
            type: 'Feature',
            geometry: {
              type: 'Point',
              coordinates: [place.longitude, place.latitude] as [number, number],
            },
            properties: {
              label: place.label.replace(/\s+/g, ' ').trim(),
              score: 0.9,
              postcode: place.postcode,
              city: place.city,
              type: place.label === place.city ? 'municipality' : 'housenumber',
            },
          },
        ]
      : [];
    // GeoJSON keys the app does not read travel too, as the real service sends them.
    const body = { type: 'FeatureCollection', features };
    return respond(geocodeResultSchema, body, { schemaName: 'geocodeResultSchema' });
  };
  return [
    geocoderRoute.thirdParty('GET', '/search/', search),
    geocoderRoute.thirdParty('GET', '/search', search),
    http.get(tilePattern(config.tileUrlTemplate, origin), () =>
      HttpResponse.text(neutralTileSvg, {
        headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=86400' },
      }),
    ),
  ];
}
