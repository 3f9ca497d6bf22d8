import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import type { CurrentProfile } from '@/shared/session/session-slice';
import { ApplicationsBar } from './applications-bar';
import type { useShellData } from './use-shell-data';
import { useDropdown } from './use-dropdown';

type Props = { profile: CurrentProfile; shell: ReturnType<typeof useShellData> };

export function MenuDropdown({ profile, shell }: Props) {
  const { open, setOpen, close, container, panelId, buttonProps } = useDropdown();

  return (
    <div className="dropdown" ref={container}>
      <button {...buttonProps} className="header-button" onClick={() => setOpen((value) => !value)}>
        Menu
      </button>
      <div id={panelId} className="dropdown__panel dropdown__panel--menu" hidden={!open}>
        <section className="registrations-card" aria-labelledby={`${panelId}-title`}>
          <h2 id={`${panelId}-title`} className="registrations-card__title">
            Toutes mes inscriptions ({profile.memberships.length})
          </h2>
          <Link
            className="button button--secondary"
            to={paths.registrations(profile.id)}
            onClick={() => close(false)}
          >
            Voir mes clubs
          </Link>
        </section>
        <ApplicationsBar
          entries={shell.entries}
          adminSeparator={shell.adminSeparator}
          onNavigate={() => close(false)}
        />
      </div>
    </div>
  );
}
