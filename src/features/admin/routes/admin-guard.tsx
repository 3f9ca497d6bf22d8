import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useParams } from 'react-router';
import { hasRealmRole, realmRoles } from '@/shared/auth/roles';
import { paths } from '@/shared/config/paths';
import { selectAccount } from '@/shared/session/session-slice';
import { useAppDispatch, useAppSelector } from '@/shared/store/store';
import { QueryBoundary } from '@/shared/ui/query-boundary';
import { errorToast } from '@/shared/ui/ui-slice';
import { useGetAdminPrivilegesQuery } from '../api/get-privileges';

/**
 * The user-administration group's guard (docs/spec/administration.md 6): the realm role
 * Module-Utilisateurs, else the toast 'Nop' / 'Pas autorisé' and back home; the viewer's
 * privileges are loaded before any page of the group renders.
 */
export function AdminGuard() {
  const account = useAppSelector(selectAccount);
  const allowed = account !== null && hasRealmRole(account.realmRoles, realmRoles.utilisateurs);
  return allowed ? <PrivilegesGate /> : <Refused />;
}

function Refused() {
  const dispatch = useAppDispatch();
  const profileId = Number(useParams().profileId);
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    dispatch(errorToast('Nop', 'Pas autorisé'));
  }, [dispatch]);
  return <Navigate to={paths.home(profileId)} replace />;
}

function PrivilegesGate() {
  const privileges = useGetAdminPrivilegesQuery();
  return (
    <QueryBoundary
      query={privileges}
      loadingLabel="Chargement de vos droits d'administration…"
      errorMessage="Impossible de charger vos droits d'administration."
    >
      {() => <Outlet />}
    </QueryBoundary>
  );
}
