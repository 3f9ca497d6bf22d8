import { useRef, useState } from 'react';
import { Link, Outlet } from 'react-router';
import { getRuntimeConfig } from '@/shared/config/runtime-config';
import { paths } from '@/shared/config/paths';
import { readStoredAccount } from '@/shared/session/stored-account';
import { DroppedItemsNotice } from '@/shared/ui/dropped-items-notice';
import { SiteFooter } from '../shell/site-footer';
import { useRouteChangeFocus } from '../use-route-change-focus';

export function PublicLayout() {
  const { productName } = getRuntimeConfig();
  const main = useRef<HTMLElement>(null);
  useRouteChangeFocus(main);
  // A member back from the payment provider (or on any public page) is not asked to sign in:
  // the same way in, named for them. Read once, so the header never changes under the hand.
  const [remembered] = useState(() => readStoredAccount() !== undefined);
  return (
    <div className="public-layout">
      <a className="skip-link" href="#contenu">
        Aller au contenu
      </a>
      <header className="public-header">
        <Link className="profile-header__logo" to={paths.visitorGuide}>
          <img src="/images/logo.svg" alt={`${productName} – Accueil`} width={120} height={40} />
        </Link>
        <Link className="button button--primary" to={paths.profile}>
          {remembered ? 'Mon espace' : 'Connexion'}
        </Link>
      </header>
      <main ref={main} id="contenu" className="public-layout__content" tabIndex={-1}>
        <DroppedItemsNotice />
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
