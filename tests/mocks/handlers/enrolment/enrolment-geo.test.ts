import { describe, expect, it } from 'vitest';
import { geocodeResultSchema } from '@/features/enrolment/api/geocode-address';
import { readTown } from '@/features/enrolment/api/geocoded-town';
import { testConfig, testOrigin } from '@/mocks/node';
import { absoluteUrl } from '@/shared/config/runtime-config';
import { tileAddressOf, tilePixelRatioOf } from '@/mocks/handlers/enrolment/geo-handlers';
import { read } from '../../enrolment-client';

const geocoder = (query: string) =>
  `${absoluteUrl(testConfig.geocoderUrl, testOrigin)}/search/?q=${encodeURIComponent(query)}&limit=1`;

describe('geocoder (api-adresse shape)', () => {
  it.each([
    ['an activity venue', '8 quai Claude Bernard 69007 Lyon', [4.8427, 45.7508]],
    ["a club's seat", '18 rue Servient 69003 Lyon', [4.852, 45.7603]],
    ['a town centre', 'Place du marché, Quimper', [-4.0972, 47.9982]],
    ['an overseas town', 'Fort-de-France', [-61.0686, 14.6493]],
  ])('places %s', async (_case, query, coordinates) => {
    const answer = await read(geocoder(query), geocodeResultSchema);
    expect(answer.features[0]?.geometry.coordinates).toEqual(coordinates);
    expect(answer.features[0]?.properties.label).toMatch(/\S/);
  });

  it('answers no feature for an unknown place', async () => {
    expect((await read(geocoder('Atlantide'), geocodeResultSchema)).features).toEqual([]);
  });
});

describe('geocoder town search (type=municipality, the map search of issue 34)', () => {
  const town = async (query: string) => {
    const url = `${absoluteUrl(testConfig.geocoderUrl, testOrigin)}/search/?q=${encodeURIComponent(query)}&type=municipality&limit=1`;
    const response = await fetch(url);
    return readTown(await response.text());
  };

  it.each([
    // Lyon's centre, not one of its clubs; a town of the seed by name or postal code.
    ['Lyon', { name: 'Lyon', postcode: '69001', lat: 45.7676, lng: 4.8345 }],
    ['69100', { name: 'Villeurbanne', postcode: '69100', lat: 45.7719, lng: 4.8898 }],
    ['oullins', { name: 'Oullins-Pierre-Bénite', postcode: '69310', lat: 45.714, lng: 4.8009 }],
    ['Lyo', { name: 'Lyon', postcode: '69001', lat: 45.7676, lng: 4.8345 }],
  ])('names %s', async (query, expected) => {
    expect(await town(query)).toEqual(expected);
  });

  it('answers no town for an unknown name', async () => {
    expect(await town('Atlantide')).toBeNull();
  });
});

describe('map tiles', () => {
  it.each(['/tiles/5/16/11.png', '/tiles/11/1051/730.png'])(
    'answers the same neutral SVG tile for %s',
    async (path) => {
      const response = await fetch(`${testOrigin}${path}`);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(await response.text()).toMatch(/^<svg [^>]*width="256"/);
    },
  );
});

describe('tile addresses', () => {
  it.each([
    ['/tiles/{z}/{x}/{y}.png', `${testOrigin}/tiles/5/16/11.png`, { z: 5, x: 16, y: 11 }],
    [
      '/tiles/{z}/{x}/{y}.png',
      `${testOrigin}/tiles/11/1051/730.png?v=2`,
      { z: 11, x: 1051, y: 730 },
    ],
    [
      'https://{s}.tiles.example.fr/{z}/{x}/{y}{r}.png',
      'https://b.tiles.example.fr/3/-1/2@2x.png',
      { z: 3, x: -1, y: 2 },
    ],
    ['/tiles/{z}/{x}/{y}.png', `${testOrigin}/tiles/5/16.png`, null],
    ['/tiles/{z}/{x}/{y}.png', `${testOrigin}/other/5/16/11.png`, null],
  ])('reads %s in %s as %j', (template, url, address) => {
    expect(tileAddressOf(template, testOrigin, url)).toEqual(address);
  });

  it.each([
    ['/tiles/5/16/11@2x.png', 2],
    ['/tiles/5/16/11@2x.png?v=2', 2],
    ['/tiles/5/16/11.png', 1],
    ['/tiles@2x/5/16/11.png', 1],
  ])('draws %s at pixel ratio %i', (url, ratio) => {
    expect(tilePixelRatioOf(`${testOrigin}${url}`)).toBe(ratio);
  });
});
