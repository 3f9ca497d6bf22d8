import { Search } from 'lucide-react';
import { useState } from 'react';
import { QueryBoundary } from '@/shared/ui/query-boundary';
import { useDialogs } from '@/shared/ui/dialog-host';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { useGetDirectoryClubsQuery, type DirectoryClub } from '../api/get-club-contacts';
import { ClubContactDialog } from './club-contact-dialog';
import { searchClubs } from './rules/club-search';
import '../admin.css';
import { EmptyState } from '@/shared/ui/empty-state';

/**
 * mon_annuaire (docs/spec/administration.md 2.6): search, a grid of club tiles, a contact dialog
 * each.
 */
export function ClubDirectoryPage() {
  usePageTitle('Annuaire des clubs');
  const clubs = useGetDirectoryClubsQuery();
  const [text, setText] = useState('');
  const dialogs = useDialogs();
  const open = (club: DirectoryClub) =>
    dialogs.open({
      title: club.title,
      closeOnBackdrop: true,
      render: () => <ClubContactDialog clubId={club.id} />,
    });
  return (
    <div className="admin-page">
      <h1>Annuaire des clubs</h1>
      <div className="admin-search">
        <Search aria-hidden="true" focusable="false" className="admin-search__icon" />
        <input
          type="search"
          aria-label="Rechercher un club..."
          placeholder="Rechercher un club..."
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <QueryBoundary
        query={clubs}
        loadingLabel="Chargement des clubs…"
        errorMessage="Impossible de charger l'annuaire des clubs."
      >
        {(list) => {
          const found = searchClubs(list, text);
          return found.length === 0 ? (
            <EmptyState role="status">Aucun club trouvé.</EmptyState>
          ) : (
            <ul className="card-grid admin-clubs">
              {found.map((club) => (
                <li key={club.id}>
                  <button
                    type="button"
                    className="surface-button admin-club"
                    onClick={() => open(club)}
                  >
                    {club.logoUrl ? (
                      <img src={club.logoUrl} alt="" className="admin-club__logo" />
                    ) : (
                      <span className="admin-club__logo" aria-hidden="true" />
                    )}
                    <span>{club.title}</span>
                  </button>
                </li>
              ))}
            </ul>
          );
        }}
      </QueryBoundary>
    </div>
  );
}
