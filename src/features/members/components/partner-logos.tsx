import { partnerLogoUrl, partners } from '@/shared/ui/partners';

/** Partner logos in a responsive grid: 3, 4 or 5 a row (up to 768 px, up to 992 px, above). */
export function PartnerLogos() {
  return (
    <ul className="members-partners">
      {partners.map((partner) => (
        <li key={partner.slug}>
          <img
            src={partnerLogoUrl(partner)}
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
