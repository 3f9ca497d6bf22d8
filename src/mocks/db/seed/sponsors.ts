import type { ClubRow, SponsorRow } from '../types';
import { pickDistinct, seededRandom } from '../prng';

const partners = [
  { name: 'Boulangerie Dupont', slug: 'boulangerie-dupont' },
  { name: 'Optique du Parc', slug: 'optique-du-parc' },
  { name: 'Garage des Alpes', slug: 'garage-des-alpes' },
  { name: 'Assurances Rivière', slug: 'assurances-riviere' },
  { name: 'Imprimerie Lumière', slug: 'imprimerie-lumiere' },
  { name: 'Pharmacie Centrale', slug: 'pharmacie-centrale' },
];

export function seedSponsors(clubs: readonly ClubRow[]): SponsorRow[] {
  const random = seededRandom(69);
  let id = 0;
  return clubs.flatMap((club) =>
    pickDistinct(partners, 2 + Math.floor(random() * 2), random).map((partner) => {
      id += 1;
      const logo = partners.indexOf(partner) + 1;
      return {
        id,
        clubId: club.id,
        name: partner.name,
        imageUrl: `/mock-media/sponsors/${logo}.svg`,
        linkUrl: `https://example.fr/partenaires/${partner.slug}`,
      };
    }),
  );
}
