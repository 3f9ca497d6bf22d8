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

/** Partner logos in a responsive grid: 3, 4 or 5 a row (up to 768 px, up to 992 px, above). */
export function PartnerLogos() {
  return (
    <ul className="members-partners">
      {partners.map((partner) => (
        <li key={partner.slug}>
          <img
            src={`/images/partners/${partner.slug}.svg`}
            alt={`Logo ${partner.name}`}
            width={360}
            height={80}
            loading="lazy"
          />
        </li>
      ))}
    </ul>
  );
}
