import { Link } from 'react-router';
import { accessibilityStatus } from '@/features/members/routes';
import { getRuntimeConfig } from '@/shared/config/runtime-config';
import { paths } from '@/shared/config/paths';
import { PartnerSlider } from './partner-slider';
import { SocialLinks } from '@/shared/ui/social-links';

export function SiteFooter() {
  const { productName } = getRuntimeConfig();
  return (
    <footer className="site-footer">
      <PartnerSlider />
      <div className="site-footer__identity">
        <p className="site-footer__name">Fédération {productName}</p>
        <p>Le sport pour tous, près de chez vous.</p>
        <address>
          12 rue des Sports, 75012 Paris
          <br />
          <a href="mailto:contact@amsf.example.fr">contact@amsf.example.fr</a>
        </address>
        <SocialLinks />
      </div>
      <nav className="site-footer__legal" aria-label="Informations légales">
        <ul>
          <li>
            <Link to={paths.legalNotice}>Mentions légales</Link>
          </li>
          <li>
            <Link to={paths.personalData}>Données personnelles</Link>
          </li>
          <li>
            <Link to={paths.accessibility}>Accessibilité : {accessibilityStatus}</Link>
          </li>
        </ul>
      </nav>
    </footer>
  );
}
