import { useId } from 'react';
import { Link } from 'react-router';
import { useAppDispatch } from '@/shared/store/store';
import { infoToast } from '@/shared/ui/ui-slice';
import { PartnerSiteLink } from '@/features/members';
import type { ApplicationEntry } from './applications';

type Props = {
  entries: readonly ApplicationEntry[];
  adminSeparator: boolean;
  onNavigate?: () => void;
};

export function ApplicationsBar({ entries, adminSeparator, onNavigate }: Props) {
  const admin = entries.filter((entry) => entry.group === 'admin');
  const member = entries.filter((entry) => entry.group === 'member');
  return (
    <nav className="applications-bar" aria-label="Applications">
      {admin.length > 0 && (
        <ul className="applications-bar__list" aria-label="Administration">
          {admin.map((entry) => (
            <EntryItem key={entry.id} entry={entry} onNavigate={onNavigate} />
          ))}
        </ul>
      )}
      {adminSeparator && <hr className="applications-bar__separator" />}
      <ul className="applications-bar__list" aria-label="Mes services">
        {member.map((entry) => (
          <EntryItem key={entry.id} entry={entry} onNavigate={onNavigate} />
        ))}
      </ul>
    </nav>
  );
}

function EntryItem({ entry, onNavigate }: { entry: ApplicationEntry; onNavigate?: () => void }) {
  const dispatch = useAppDispatch();
  const tooltipId = useId();
  if (entry.lockedReason) {
    return (
      <li className="applications-bar__item has-tooltip">
        <button
          type="button"
          className="app-entry app-entry--locked"
          aria-disabled="true"
          aria-describedby={tooltipId}
        >
          {entry.label}
        </button>
        <span role="tooltip" id={tooltipId} className="tooltip">
          {entry.lockedReason}
        </span>
      </li>
    );
  }
  const { target } = entry;
  return (
    <li className="applications-bar__item">
      {target.kind === 'external' && entry.partner && (
        <PartnerSiteLink
          className="app-entry"
          site={entry.partner.site}
          profileId={entry.partner.profileId}
          onOpened={onNavigate}
        >
          {entry.label}
          <span className="visually-hidden"> (nouvel onglet)</span>
        </PartnerSiteLink>
      )}
      {target.kind === 'external' && !entry.partner && (
        <a className="app-entry" href={target.url} target="_blank" rel="noopener noreferrer">
          {entry.label}
          <span className="visually-hidden"> (nouvel onglet)</span>
        </a>
      )}
      {target.kind === 'internal' && (
        <Link className="app-entry" to={target.path} onClick={onNavigate}>
          {entry.label}
        </Link>
      )}
      {target.kind === 'development-info' && (
        <button
          type="button"
          className="app-entry"
          onClick={() => dispatch(infoToast('Indisponible', 'En mode développement'))}
        >
          {entry.label}
        </button>
      )}
    </li>
  );
}
