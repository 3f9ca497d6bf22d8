import { realmRoles } from '@/shared/auth/roles';
import { combineQueries } from '@/shared/api/query-status';
import { useGetPersonRolesQuery } from '../api/get-person-roles';
import { useGetIdentityRolesQuery } from '../api/get-roles';
import { EmptyState } from '@/shared/ui/empty-state';

/** The names the shell gives the identity-provider roles (docs/spec/administration.md 3). */
const shellNames: Record<string, string> = {
  [realmRoles.partageons]: 'Partageons',
  [realmRoles.adherons]: 'Adherons',
  [realmRoles.tresoclub]: 'TresoClub',
  [realmRoles.utilisateurs]: 'Utilisateurs',
  [realmRoles.ndf]: 'Ndf',
};

/**
 * 'Rôles du compte': each identity-provider role (GET /user-admin/roles) and whether the person
 * holds it (GET /user-admin/{email}/roles). The spec lists both calls without their screen: the
 * account page is where an administrator checks which applications a person can open.
 */
export function AccountRoles({ email }: { email: string }) {
  const roles = useGetIdentityRolesQuery();
  const held = useGetPersonRolesQuery(email);
  const { status } = combineQueries(roles, held);
  return (
    <section aria-labelledby="admin-account-roles" className="admin-section">
      <h2 id="admin-account-roles">Rôles du compte</h2>
      {status === 'failed' ? (
        <p role="alert">Impossible de charger les rôles de ce compte.</p>
      ) : status !== 'succeeded' || !roles.currentData || !held.currentData ? (
        <p aria-busy="true">Chargement des rôles…</p>
      ) : roles.currentData.length === 0 ? (
        <EmptyState>Aucun rôle n'est défini.</EmptyState>
      ) : (
        <ul className="admin-account-roles">
          {roles.currentData.map((role) => (
            <li key={role}>
              {shellNames[role] ?? role} :{' '}
              {held.currentData?.includes(role) ? 'attribué' : 'non attribué'}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
