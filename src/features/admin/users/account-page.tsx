import { skipToken } from '@reduxjs/toolkit/query';
import { Check, Pencil, Plus, X } from 'lucide-react';
import { useId } from 'react';
import { useParams } from 'react-router';
import { QueryBoundary } from '@/shared/ui/query-boundary';
import { usePageTitle } from '@/shared/ui/use-page-title';
import type { AdminAccount } from '../api/get-account';
import { useGetAdminAccountQuery } from '../api/get-account';
import { useGetAdminProfileQuery, type AdminProfile } from '../api/get-admin-profile';
import { useGetAdminPrivilegesQuery, type AdminPrivileges } from '../api/get-privileges';
import { useResponsibilityDialog } from '../responsibilities/use-responsibility-dialog';
import { accessTiles } from '../rules/access-tiles';
import { manageableEntity } from '../rules/manageable-entity';
import { canEditResponsibility, canViewAccount, type Scope } from '../rules/rights';
import { AccountRoles } from './account-roles';
import { LinkedProfiles } from './linked-profiles';
import '../admin.css';
import { ofName } from '@/shared/lib/french';
import { Button } from '@/shared/ui/button';
import { Table } from '@/shared/ui/table';
import { EmptyState } from '@/shared/ui/empty-state';

/** The viewer's own scopes, as their privileges describe them. */
export function viewerScopes(privileges: AdminPrivileges): Scope[] {
  return [
    ...privileges.regions.map((region) => ({ regionId: region.id, clubId: null })),
    ...privileges.clubs.map((club) => ({ regionId: club.regionId, clubId: club.id })),
  ];
}

/**
 * home/{email}: linked profiles, responsibilities and access tiles (docs/spec/administration.md
 * 2.1).
 */
export function AccountPage() {
  const email = decodeURIComponent(useParams().email ?? '');
  usePageTitle(email);
  const account = useGetAdminAccountQuery(email);
  return (
    <div className="admin-page">
      <h1>{email}</h1>
      <QueryBoundary
        query={account}
        loadingLabel="Chargement du compte…"
        errorMessage="Impossible de charger ce compte."
      >
        {(value) => <AccountHolder account={value} />}
      </QueryBoundary>
    </div>
  );
}

function AccountHolder({ account }: { account: AdminAccount }) {
  const holder = account.profiles.find((profile) => profile.main) ?? account.profiles[0];
  const profile = useGetAdminProfileQuery(holder ? holder.id : skipToken);
  const privileges = useGetAdminPrivilegesQuery().data;
  if (!holder) return <p>Ce compte n'a aucun profil.</p>;
  return (
    <QueryBoundary
      query={profile}
      loadingLabel="Chargement du profil…"
      errorMessage="Impossible de charger ce profil."
    >
      {(person) =>
        privileges && canViewAccount(privileges.role, person.role?.id ?? null) ? (
          <>
            <LinkedProfiles account={account} />
            <Responsibilities person={person} privileges={privileges} />
            <div className="admin-account__pair">
              <AccessTiles person={person} />
              <AccountRoles email={account.email} />
            </div>
          </>
        ) : (
          <p>Vous n'avez pas le droit de modifier ce profil.</p>
        )
      }
    </QueryBoundary>
  );
}

function Responsibilities({
  person,
  privileges,
}: {
  person: AdminProfile;
  privileges: AdminPrivileges;
}) {
  const openDialog = useResponsibilityDialog();
  const scopes = viewerScopes(privileges);
  const rows = person.responsabilities;
  return (
    <section aria-labelledby="admin-responsibilities" className="admin-section">
      <h2 id="admin-responsibilities">Responsabilités</h2>
      {rows.length === 0 ? (
        <EmptyState>Cette personne n'occupe aucune responsabilité</EmptyState>
      ) : (
        <Table
          caption={`Responsabilités ${ofName(`${person.firstname} ${person.lastname}`)}`}
          className="data-table admin-table stacked-table"
          frameClassName="table-frame"
          columns={[
            'Niveau de droit',
            'Fonction opérationnelle',
            'Entité gérable',
            'Validateur de notes de frais',
            { label: 'Actions', hiddenLabel: true },
          ]}
        >
          {rows.map((row) => {
            const entity =
              row.activity?.title ??
              row.club?.title ??
              row.organization?.title ??
              row.region?.title;
            const editable = canEditResponsibility(privileges.role, scopes, {
              regionId: row.region?.id ?? null,
              clubId: row.club?.id ?? null,
            });
            return (
              <tr key={row.id}>
                <td data-label="Niveau de droit">{row.role.description}</td>
                <td data-label="Fonction opérationnelle">{row.function?.title ?? 'Inconnue'}</td>
                <td data-label="Entité gérable">
                  {manageableEntity({ ...row, roleId: row.role.id }, privileges)}
                </td>
                <td data-label="Validateur de notes de frais">
                  {row.validatorExpenseReportsId !== null ? 'Oui' : ''}
                </td>
                <td>
                  {editable && (
                    <Button
                      variant="secondary"
                      aria-label={`Modifier la responsabilité ${row.role.description}${entity ? ` (${entity})` : ''}`}
                      onClick={() => openDialog(person, row)}
                    >
                      <Pencil aria-hidden="true" focusable="false" size={16} />
                      Modifier
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        </Table>
      )}
      <Button variant="primary" onClick={() => openDialog(person)}>
        <Plus aria-hidden="true" focusable="false" size={18} />
        Ajouter une responsabilité
      </Button>
    </section>
  );
}

function AccessTiles({ person }: { person: AdminProfile }) {
  const tiles = accessTiles(person.mainResponsability?.role.id ?? null);
  const baseId = useId();
  return (
    <section aria-labelledby="admin-access" className="admin-section">
      <h2 id="admin-access">Accès aux applications</h2>
      <ul className="card-grid admin-tiles">
        {tiles.map((tile) => {
          const tooltipId = `${baseId}-${tile.id}`;
          const Icon = tile.granted ? Check : X;
          return (
            <li key={tile.id}>
              <button
                type="button"
                className={`surface-button admin-tile admin-tile--${tile.granted ? 'granted' : 'denied'}`}
                aria-describedby={tooltipId}
              >
                <Icon aria-hidden="true" focusable="false" />
                <span>{tile.title}</span>
                <span className="visually-hidden">
                  {tile.granted ? ' : accordé' : ' : non accordé'}
                </span>
              </button>
              <span role="tooltip" id={tooltipId} className="admin-tile__tooltip">
                {tile.tooltip}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
