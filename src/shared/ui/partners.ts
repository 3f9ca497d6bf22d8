export type Partner = { slug: string; name: string };

/** Partners of the federation; their logos live in public/images/partners/{slug}.svg. */
export const partners: readonly Partner[] = [
  { slug: 'mutuelle-des-sportifs', name: 'Mutuelle des Sportifs' },
  { slug: 'banque-solidaire', name: 'Banque Solidaire' },
  { slug: 'energie-horizon', name: 'Énergie Horizon' },
  { slug: 'equip-sport', name: "Équip'Sport" },
  { slug: 'voyages-azur', name: 'Voyages Azur' },
  { slug: 'nutri-forme', name: 'Nutri Forme' },
  { slug: 'media-sport', name: 'Média Sport' },
  { slug: 'assurances-du-club', name: 'Assurances du Club' },
];

export function partnerLogoUrl(partner: Partner): string {
  return `/images/partners/${partner.slug}.svg`;
}
