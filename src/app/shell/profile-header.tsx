import { Menu, MessageCircle, ShoppingCart } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { NavLink, Link } from 'react-router';
import { NotificationsButton } from '@/features/chat';
import { loadCartDialog } from '@/features/enrolment';
import { getRuntimeConfig } from '@/shared/config/runtime-config';
import { paths } from '@/shared/config/paths';
import type { CurrentProfile } from '@/shared/session/session-slice';
import { IconButton } from '@/shared/ui/button';
import { useDialogs } from '@/shared/ui/dialog-host';
import { Spinner } from '@/shared/ui/spinner';
import { DarkModeSwitch } from './dark-mode-switch';
import { MenuDropdown } from './menu-dropdown';
import { ProfileSelector } from './profile-selector';
import type { useShellData } from './use-shell-data';

const CartDialog = lazy(() => loadCartDialog().then((m) => ({ default: m.CartDialog })));

type Props = {
  profile: CurrentProfile;
  shell: ReturnType<typeof useShellData>;
  onOpenMobileMenu: () => void;
};

function plural(count: number, word: string): string {
  return `${count} ${word}${count > 1 ? 's' : ''}`;
}

function unreadText(count: number): string {
  return `${plural(count, 'message')} non lu${count > 1 ? 's' : ''}`;
}

export function ProfileHeader({ profile, shell, onOpenMobileMenu }: Props) {
  const { productName } = getRuntimeConfig();
  const dialogs = useDialogs();
  const communityPath = profile.hasActiveConversations
    ? paths.conversations(profile.id)
    : paths.createConversation(profile.id);

  return (
    <header className="profile-header">
      <Link className="profile-header__logo" to={paths.home(profile.id)}>
        <img src="/images/logo.svg" alt={`${productName} – Accueil`} width={120} height={40} />
      </Link>
      <nav className="profile-header__tabs" aria-label="Navigation principale">
        <ul>
          <li>
            <NavLink to={paths.home(profile.id)}>Accueil</NavLink>
          </li>
          <li>
            <NavLink to={paths.map(profile.id)}>Trouver un club</NavLink>
          </li>
          <li>
            <NavLink to={paths.registrations(profile.id)}>
              Inscriptions
              {shell.orderCount > 0 && (
                <>
                  <span
                    className={`badge${shell.paymentPending ? ' badge--success' : ''}`}
                    aria-hidden="true"
                  >
                    {shell.orderCount}
                  </span>
                  <span className="visually-hidden">
                    {` (${plural(shell.orderCount, 'demande')} en cours${shell.paymentPending ? ', paiement attendu' : ''})`}
                  </span>
                </>
              )}
            </NavLink>
          </li>
          {profile.usesCommunity && (
            <li>
              <NavLink to={communityPath}>
                Ma communauté
                {profile.unreadMessages > 0 && (
                  <>
                    <span className="badge" aria-hidden="true">
                      {profile.unreadMessages}
                    </span>
                    <span className="visually-hidden">{` (${unreadText(profile.unreadMessages)})`}</span>
                  </>
                )}
              </NavLink>
            </li>
          )}
        </ul>
      </nav>
      <div className="profile-header__actions">
        <Link className="header-button header-button--icon" to={communityPath}>
          <MessageCircle aria-hidden="true" focusable="false" size={22} />
          <span className="visually-hidden">
            {`Messagerie${profile.unreadMessages > 0 ? `, ${unreadText(profile.unreadMessages)}` : ''}`}
          </span>
          {profile.unreadMessages > 0 && (
            <span className="badge" aria-hidden="true">
              {profile.unreadMessages}
            </span>
          )}
        </Link>
        <NotificationsButton />
        <DarkModeSwitch />
        <IconButton
          className="header-button header-button--icon"
          label="Panier"
          icon={<ShoppingCart aria-hidden="true" focusable="false" size={22} />}
          // An empty cart draws no '0' badge; a screen reader still hears that it is empty.
          badge={shell.cartCount > 0 ? shell.cartCount : undefined}
          badgeText={plural(shell.cartCount, 'article')}
          onClick={() =>
            dialogs.open({
              title: 'Votre Panier',
              render: (close) => (
                <Suspense fallback={<Spinner label="Chargement du panier…" />}>
                  <CartDialog onClose={close} />
                </Suspense>
              ),
            })
          }
        />
        <div className="desktop-only">
          <MenuDropdown profile={profile} shell={shell} />
        </div>
        <div className="desktop-only">
          <ProfileSelector profile={profile} licence={shell.licence} />
        </div>
        <IconButton
          className="header-button header-button--icon burger"
          label="Ouvrir le menu"
          icon={<Menu aria-hidden="true" focusable="false" size={22} />}
          onClick={onOpenMobileMenu}
        />
      </div>
    </header>
  );
}
