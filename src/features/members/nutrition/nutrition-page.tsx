import { Link } from 'react-router';
import { getRuntimeConfig } from '@/shared/config/runtime-config';
import { paths } from '@/shared/config/paths';
import { selectCurrentProfile } from '@/shared/session/current-profile';
import { useAppSelector } from '@/shared/store/store';
import { Spinner } from '@/shared/ui/spinner';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { nutritionSheets } from './nutrition-sheets';
import { nutritionAccess } from './rules/nutrition-access';
import '../members.css';

/**
 * The nutrition sheets (docs/spec/administration.md 2.3, 5.8): open to members with an annual
 * licence.
 */
export function NutritionPage() {
  usePageTitle('Fiches nutrition');
  const profile = useAppSelector(selectCurrentProfile);
  const { productName } = getRuntimeConfig();
  if (!profile) return <Spinner label="Chargement de votre espace…" />;
  const access = nutritionAccess(profile.memberships, productName);

  if (!access.open) {
    return (
      <div className="members-page">
        <h1>Fiches nutrition</h1>
        <section className="members-notice" aria-labelledby="nutrition-locked-title">
          <h2 id="nutrition-locked-title">Accès réservé</h2>
          <p>{access.reason}</p>
          <Link className="members-link" to={paths.registrations(profile.id)}>
            Voir mes inscriptions
          </Link>
        </section>
      </div>
    );
  }

  return (
    <div className="members-page nutrition">
      <h1>Fiches nutrition</h1>
      <p>
        Bien manger, c’est la moitié de l’entraînement. Ces fiches, préparées pour les licenciés{' '}
        {productName}, donnent les repères essentiels avant, pendant et après le sport. Elles ne
        remplacent pas l’avis d’un médecin ou d’un diététicien.
      </p>
      <nav aria-label="Sommaire des fiches">
        <ul>
          {nutritionSheets.map((sheet) => (
            <li key={sheet.id}>
              <a className="members-link" href={`#${sheet.id}`}>
                {sheet.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {nutritionSheets.map((sheet) => (
        <section
          key={sheet.id}
          id={sheet.id}
          className="members-block"
          aria-labelledby={`${sheet.id}-title`}
          tabIndex={-1}
        >
          <h2 id={`${sheet.id}-title`}>{sheet.title}</h2>
          <p>{sheet.intro}</p>
          <ul>
            {sheet.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
