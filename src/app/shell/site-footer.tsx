import { getRuntimeConfig } from '@/shared/config/runtime-config';
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
    </footer>
  );
}
