import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { getRuntimeConfig } from '@/shared/config/runtime-config';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { useGetAdminPrivilegesQuery, type AdminPrivileges } from '../api/get-privileges';
import { useSearchAccountsByFiltersQuery } from '../api/search-by-filters';
import { AccountResults } from './account-results';
import { filterChoices, type FilterChoice, type ListFilters } from './rules/list-filters';
import { listQueryParams, readListQuery, type ListQuery } from './rules/list-query';
import { useScrollToTop } from './use-scroll-to-top';
import { AdminTabSection } from '../components/admin-tab-section';
import { Combobox } from '@/shared/ui/combobox';

/**
 * The administrators list: filters Organisme, Région, Club within the viewer's privileges and
 * a paged table. The address holds the query (organization, comiteRegional, {product}, offset,
 * limit), so back and forward and a shared link show the same page.
 */
export function AccountListTab() {
  usePageTitle('Liste des administrateurs');
  const privileges = useGetAdminPrivilegesQuery().data;
  if (!privileges) return null;
  return <AccountList privileges={privileges} />;
}

function AccountList({ privileges }: { privileges: AdminPrivileges }) {
  const slug = getRuntimeConfig().productSlug;
  const [params, setParams] = useSearchParams();
  const wanted = readListQuery(params, slug);
  const choices = filterChoices(privileges, wanted);
  const query: ListQuery = {
    organization: choices.organization.value,
    region: choices.region.value,
    club: choices.club.value,
    offset: wanted.offset,
    limit: wanted.limit,
  };
  const page = useSearchAccountsByFiltersQuery(query);
  useScrollToTop(
    `${query.organization}-${query.region}-${query.club}-${query.offset}-${query.limit}`,
  );

  const go = (next: ListQuery) => setParams(listQueryParams(next, slug));
  const filter = (key: keyof ListFilters, value: number) => {
    const next = { ...query, [key]: value, offset: 0 };
    // A wider choice clears the narrower ones that may no longer fit.
    if (key === 'organization') Object.assign(next, { region: 0, club: 0 });
    if (key === 'region') next.club = 0;
    go(next);
  };

  return (
    <AdminTabSection title="Liste des administrateurs" hideTitle>
      <div className="admin-filters">
        <FilterSelect
          label="Organisme"
          choice={choices.organization}
          allLabel="Tous les organismes"
          onChange={(value) => filter('organization', value)}
        />
        <FilterSelect
          label="Région"
          choice={choices.region}
          allLabel="Toutes les régions"
          onChange={(value) => filter('region', value)}
        />
        <ClubFilter choice={choices.club} onChange={(value) => filter('club', value)} />
      </div>
      <AccountResults
        page={page}
        loadingLabel="Chargement des administrateurs…"
        errorMessage="Impossible de charger la liste des administrateurs."
        caption="Administrateurs"
        paging={query}
        onPage={(paging) => go({ ...query, ...paging })}
      />
    </AdminTabSection>
  );
}

function FilterSelect({
  label,
  choice,
  allLabel,
  onChange,
}: {
  label: string;
  choice: FilterChoice;
  allLabel: string;
  onChange: (value: number) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={choice.value}
        disabled={!choice.allowAll && choice.options.length <= 1}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {choice.allowAll && <option value={0}>{allLabel}</option>}
        {choice.options.length === 0 && <option value={0}>Aucun</option>}
        {choice.options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.title}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The club filter: some 300 clubs for a federation admin, so a text box that narrows them as one
 * types (issue 34) rather than a native list to scroll. Emptying it means every club.
 */
function ClubFilter({
  choice,
  onChange,
}: {
  choice: FilterChoice;
  onChange: (value: number) => void;
}) {
  const id = useId();
  const options = [
    ...(choice.allowAll ? [{ value: '0', label: 'Tous les clubs' }] : []),
    ...(choice.options.length === 0 ? [{ value: '0', label: 'Aucun' }] : []),
    ...choice.options.map((option) => ({ value: String(option.id), label: option.title })),
  ];
  return (
    <Combobox
      id={id}
      label="Club"
      options={options}
      value={String(choice.value)}
      disabled={!choice.allowAll && choice.options.length <= 1}
      placeholder="Tapez le nom du club"
      emptyText="Aucun club ne correspond"
      toggleLabel="Afficher les clubs"
      onChange={(value) => onChange(Number(value || 0))}
    />
  );
}
