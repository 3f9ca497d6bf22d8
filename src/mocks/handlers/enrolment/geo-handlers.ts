import { http, HttpResponse, type DefaultBodyType, type HttpHandler, type PathParams } from 'msw';
import type { RuntimeConfig } from '@/shared/config/runtime-config';
import { findClub } from '../../db/catalogue';
import { towns } from '../../db/seed/towns';
import type { MockDb } from '../../db/types';
import type { TileAddress } from '../../tiles/tile-math';
import type { Respond } from '../respond';
import { geocodeTown } from './town-search';
import type { MockRouter } from '../router';

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

/**
 * A light, neutral map tile: answered where no tile can be drawn (Node, jsdom) and when a
 * drawing fails, so the demo map never calls a tile server.
 */
export const neutralTileSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">' +
  '<rect width="256" height="256" fill="#eef1ee"/>' +
  '<path d="M0 64H256M0 128H256M0 192H256M64 0V256M128 0V256M192 0V256" stroke="#dde3dd" stroke-width="1"/>' +
  '</svg>';

/**
 * The tile address template as a pattern: '/tiles/{z}/{x}/{y}.png' -> /\/tiles\/(?<z>-?\d+)…/,
 * whose named groups give the tile's z, x and y.
 */
export function tilePattern(template: string, origin: string): RegExp {
  const absolute = template.startsWith('/') ? `${origin}${template}` : template;
  const escaped = absolute
    .replace(/[.+?^$()|[\]\\]/g, '\\$&')
    .replace(/\{s\}/g, '[a-z0-9]+')
    .replace(/\{r\}/g, '(?:@2x)?')
    .replace(/\{([xyz])\}/g, '(?<$1>-?\\d+)');
  return new RegExp(`^${escaped}(\\?.*)?$`);
}

/** The z/x/y of a tile address that matches the template. */
export function tileAddressOf(template: string, origin: string, url: string): TileAddress | null {
  const groups = tilePattern(template, origin).exec(url)?.groups;
  const [z, x, y] = [groups?.z, groups?.x, groups?.y].map(Number);
  if (z === undefined || x === undefined || y === undefined) return null;
  return [z, x, y].every(Number.isInteger) ? { z, x, y } : null;
}

/** Leaflet writes '@2x' for {r} on a high-density screen: a 512-pixel tile, drawn sharp. */
export function tilePixelRatioOf(url: string): 1 | 2 {
  return /@2x\.\w+(\?.*)?$/.test(url) ? 2 : 1;
}

type TileBody = string | Blob;

const neutralTile = (): HttpResponse<TileBody> =>
  HttpResponse.text(neutralTileSvg, {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=86400' },
  });

/**
 * In a browser, the tile is drawn from Natural Earth's land, sea and borders (in a worker, code
 * and data loaded with the first tile), so the demo map shows where France is, offline.
 */
async function worldTileAnswer(
  address: TileAddress,
  pixelRatio: 1 | 2,
): Promise<HttpResponse<TileBody>> {
  try {
    const tiles = await import('../../tiles/world-tile-client');
    if (!tiles.canDrawWorldTiles()) return neutralTile();
    const png = await tiles.worldTile(address, pixelRatio);
    return new HttpResponse<TileBody>(png, {
      headers: { 'Content-Type': 'image/png', 'Cache-Control': 'max-age=86400' },
    });
  } catch {
    return neutralTile();
  }
}

/** A town search's answer: the town's centre, named as the service names a municipality. */
function townAnswer(db: MockDb, query: string) {
  const town = geocodeTown(db, query);
  const features = town
    ? [
        {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [town.longitude, town.latitude] },
          properties: {
            label: town.name,
            score: 0.95,
            type: 'municipality',
            name: town.name,
            postcode: town.postcode,
            city: town.name,
          },
        },
      ]
    : [];
  return { type: 'FeatureCollection', features };
}

/** The geocoder (api-adresse.data.gouv.fr shape) and the map tiles. */
export function geoHandlers(
  geocoderRoute: MockRouter,
  respond: Respond,
  config: RuntimeConfig,
  origin: string,
): HttpHandler[] {
  const search: Parameters<MockRouter['thirdParty']>[2] = ({ db, url }) => {
    const q = url.searchParams.get('q') ?? '';
    if (url.searchParams.get('type') === 'municipality') return respond(townAnswer(db, q));
    const place = geocode(db, q);
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
    return respond(body);
  };
  return [
    geocoderRoute.thirdParty('GET', '/search/', search),
    geocoderRoute.thirdParty('GET', '/search', search),
    http.get<PathParams, DefaultBodyType, TileBody>(
      tilePattern(config.tileUrlTemplate, origin),
      ({ request }) => {
        const address = tileAddressOf(config.tileUrlTemplate, origin, request.url);
        const drawable = typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined';
        return address && drawable
          ? worldTileAnswer(address, tilePixelRatioOf(request.url))
          : neutralTile();
      },
    ),
  ];
}
