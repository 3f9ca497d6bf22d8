import { Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { Tabs, type TabItem } from '@/shared/ui/tabs';
import { useGetAdminPrivilegesQuery } from '../api/get-privileges';
import { seesFunctionsTab } from '../rules/rights';
import { adminPaths, type AdminTab } from '../navigation/admin-paths';
import '../admin.css';

const allTabs: readonly TabItem<AdminTab>[] = [
  { id: 'liste', label: 'Liste' },
  { id: 'recherche', label: 'Recherche' },
  { id: 'invitations', label: 'Invitations' },
  { id: 'fonctions', label: 'Fonctions' },
];

/** 'Gestion des administrateurs': each tab is its own address (home/search/{tab}). */
export function AdminHomePage() {
  // Each tab names the document itself: a title set here would run after the tab's and win.
  const profileId = Number(useParams().profileId);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const role = useGetAdminPrivilegesQuery().data?.role ?? null;
  const tabs = allTabs.filter((tab) => tab.id !== 'fonctions' || seesFunctionsTab(role));
  const selected = tabs.find((tab) => pathname.endsWith(`/${tab.id}`))?.id ?? 'liste';
  return (
    <div className="admin-page">
      <h1>Gestion des administrateurs</h1>
      <Tabs
        idPrefix="admin"
        label="Gestion des administrateurs"
        tabs={tabs}
        selected={selected}
        onSelect={(tab) => navigate(adminPaths.tab(profileId, tab))}
      >
        <Outlet />
      </Tabs>
    </div>
  );
}
