import { useState } from 'react';
import { GuideHeroIllustration } from '../components/guide-hero-illustration';
import { Link, Navigate } from 'react-router';
import * as z from 'zod/mini';
import { getRuntimeConfig } from '@/shared/config/runtime-config';
import { paths } from '@/shared/config/paths';
import { readStored, storageKeys } from '@/shared/lib/storage';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { PartnerLogos } from '../components/partner-logos';
import { storeUrlFor } from '../rules/store-url';
import '../members.css';
import { buttonClassName } from '@/shared/ui/button';

/** Only the e-mail matters here: any remembered account sends the visitor to the profile. */
const cachedAccountSchema = z.object({ email: z.string() });

function hasCachedAccount(): boolean {
  return readStored(storageKeys.account, cachedAccountSchema) !== undefined;
}

type GuideSection = {
  id: string;
  title: string;
  image: string;
  text: string[];
  /** Where a visitor acts on it, when the portal has a page for that. */
  link?: { to: string; label: string };
};

function guideSections(productName: string): GuideSection[] {
  return [
    {
      id: 'trouver-un-club',
      title: 'Trouvez un club et inscrivez-vous en ligne',
      image: 'find-club.svg',
      text: [
        'Cherchez un club près de chez vous sur la carte, découvrez ses activités, ses horaires et ses tarifs.',
        'Inscrivez-vous, vous et votre famille, directement en ligne et réglez votre adhésion en toute sécurité.',
      ],
    },
    {
      id: 'suivi',
      title: 'Suivez vos inscriptions et vos paiements',
      image: 'follow.svg',
      text: [
        "Retrouvez dans votre espace l'état de vos demandes d'inscription, vos adhésions, vos échéanciers de paiement et vos attestations.",
      ],
    },
    {
      id: 'pass',
      title: 'Réservez vos activités loisirs avec le PASS',
      image: 'pass.svg',
      text: [
        'Avec le PASS, choisissez une offre de votre club, consultez les séances proposées et réservez votre place en quelques clics.',
      ],
    },
    {
      id: 'club-premium',
      title: 'Le Club PREMIUM : + 180 000 avantages',
      image: 'premium.svg',
      text: [
        `Avec la licence ${productName} PREMIUM, accédez à plus de 180 000 avantages : voyages, bien-être, sport, culture, loisirs et bien plus encore.`,
      ],
      link: { to: paths.premiumPack, label: 'Découvrir le pack PREMIUM' },
    },
    {
      id: 'club-digital',
      title: 'Le club digital : 8 disciplines de septembre à juin',
      image: 'digital-club.svg',
      text: [
        'Pratiquez chez vous, à votre rythme, avec des séances en ligne dans 8 disciplines, de septembre à juin.',
      ],
    },
    {
      id: 'application',
      title: `L'application mobile ${productName}`,
      image: 'mobile-app.svg',
      text: [
        "Emportez votre espace adhérent partout : inscriptions, réservations, actualités et messages de votre club sont aussi dans l'application.",
      ],
    },
  ];
}

export const visitorGuideTitle = 'Bienvenue';

/** The public visitor guide: what the federation offers online, with the way in. */
export function VisitorGuidePage() {
  usePageTitle(visitorGuideTitle);
  const [cachedAccount] = useState(hasCachedAccount);
  if (cachedAccount) return <Navigate to={paths.profile} replace />;
  return <VisitorGuide />;
}

function VisitorGuide() {
  const config = getRuntimeConfig();
  // Prerendered at build without a browser: the Play Store until the app takes over.
  const device = typeof navigator === 'undefined' ? undefined : navigator;
  const storeUrl = storeUrlFor(device?.userAgent ?? '', device?.maxTouchPoints ?? 0, config);
  return (
    <div className="members-page">
      <section className="members-hero" aria-labelledby="guide-title">
        <div>
          <h1 id="guide-title">Bienvenue sur l'espace adhérent {config.productName}</h1>
          <p>
            Trouvez votre club, inscrivez-vous en ligne, suivez vos adhésions et profitez de tous
            les services numériques de la fédération.
          </p>
          <div className="members-actions">
            <Link className={buttonClassName({ variant: 'primary' })} to={paths.publicMap}>
              Trouver un club
            </Link>
            <a className={buttonClassName({ variant: 'secondary' })} href={storeUrl}>
              Télécharger l'application
            </a>
          </div>
        </div>
        <GuideHeroIllustration />
      </section>

      <div className="members-guide-sections">
        {guideSections(config.productName).map((section) => (
          <section
            key={section.id}
            className="members-block members-guide-section"
            aria-labelledby={`guide-${section.id}`}
          >
            <img
              src={`/images/guide/${section.image}`}
              alt=""
              width={240}
              height={160}
              loading="lazy"
            />
            <h2 id={`guide-${section.id}`}>{section.title}</h2>
            {section.text.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.link && (
              <Link className={buttonClassName({ variant: 'secondary' })} to={section.link.to}>
                {section.link.label}
              </Link>
            )}
          </section>
        ))}
      </div>

      <section id="partenaires" className="members-block" aria-labelledby="guide-partners">
        <h2 id="guide-partners">Nos partenaires</h2>
        <PartnerLogos />
      </section>
    </div>
  );
}
