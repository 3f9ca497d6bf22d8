import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { SelectField } from '@/shared/ui/form/form-fields';
import { useDialogs } from '@/shared/ui/dialog-host';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { useGetAdminPrivilegesQuery } from '../api/get-privileges';
import { useGetAdminRolesConfigQuery, type RolesConfig } from '../api/get-roles-config';
import { seesFunctionsTab } from '../rules/rights';
import { adminPaths } from '../navigation/admin-paths';
import { FunctionForm } from './function-form';
import {
  asksService,
  defaultFunctionsFilter,
  filterRoleChoices,
  functionRows,
  functionValuesOf,
  type FunctionsFilter,
} from './rules/function-rules';
import { Button } from '@/shared/ui/button';
import { Table } from '@/shared/ui/table';
import { EmptyState } from '@/shared/ui/empty-state';
import { AdminTabSection } from '../components/admin-tab-section';

/** The functions catalogue (docs/spec/administration.md 2.1, 5.3): the super admin's tab only. */
export function FunctionsTab() {
  usePageTitle('Fonctions opérationnelles');
  const profileId = Number(useParams().profileId);
  const privileges = useGetAdminPrivilegesQuery();
  const config = useGetAdminRolesConfigQuery();
  if (!privileges.data) return null;
  if (!seesFunctionsTab(privileges.data.role)) {
    return <Navigate to={adminPaths.tab(profileId, 'liste')} replace />;
  }
  if (!config.data) return <p role="status">Chargement des fonctions…</p>;
  return <FunctionsCatalogue config={config.data} />;
}

function FunctionsCatalogue({ config }: { config: RolesConfig }) {
  const dialogs = useDialogs();
  const [filter, setFilter] = useState<FunctionsFilter>(defaultFunctionsFilter);
  const rows = functionRows(config, filter);

  const open = (functionId: number | null) => {
    const initial =
      functionId === null
        ? {
            title: '',
            roleIds: [filter.role],
            serviceIds: asksService(filter.role) ? [filter.service] : [],
          }
        : functionValuesOf(config, functionId);
    if (!initial) return;
    dialogs.open({
      title: `${functionId === null ? 'Nouvelle' : 'Édition'} fonction opérationnelle`,
      closeOnBackdrop: false,
      render: (close) => (
        <FunctionForm config={config} functionId={functionId} initial={initial} close={close} />
      ),
    });
  };

  return (
    <AdminTabSection title="Fonctions opérationnelles">
      <div className="admin-filters">
        <SelectField
          id="functions-role"
          label="Niveau de droit"
          options={filterRoleChoices(config.roles).map((role) => ({
            value: String(role.id),
            label: role.description,
          }))}
          value={String(filter.role)}
          onChange={(event) => setFilter({ ...filter, role: Number(event.target.value) })}
        />
        {asksService(filter.role) && (
          <SelectField
            id="functions-service"
            label="Service"
            options={config.services.map((service) => ({
              value: String(service.id),
              label: service.title,
            }))}
            value={String(filter.service)}
            onChange={(event) => setFilter({ ...filter, service: Number(event.target.value) })}
          />
        )}
      </div>
      <Button variant="primary" onClick={() => open(null)}>
        <Plus aria-hidden="true" focusable="false" size={18} />
        Ajouter une fonction
      </Button>
      {rows.length === 0 ? (
        <EmptyState>Aucune fonction.</EmptyState>
      ) : (
        <Table
          caption="Fonctions opérationnelles"
          className="data-table admin-table"
          frameClassName="table-frame"
          columns={['Service/Rôle', 'Fonction', { label: 'Actions', hiddenLabel: true }]}
        >
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{row.scope}</td>
              <td>{row.title}</td>
              <td>
                <Button
                  variant="secondary"
                  aria-label={`Éditer la fonction ${row.title}`}
                  onClick={() => open(row.id)}
                >
                  <Pencil aria-hidden="true" focusable="false" size={16} />
                  Éditer
                </Button>
              </td>
            </tr>
          ))}
        </Table>
      )}
    </AdminTabSection>
  );
}
