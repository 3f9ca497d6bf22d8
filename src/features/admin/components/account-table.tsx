import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Table } from '@/shared/ui/table';
import type { AccountRow } from '../api/admin-schemas';
import { adminPaths } from '../navigation/admin-paths';
import { nextSort, sortRows, type Sort } from '../users/rules/sort-rows';

type Column = 'compte' | 'titulaire' | 'fonction';

const columns: { key: Column; label: string }[] = [
  { key: 'compte', label: 'Compte' },
  { key: 'titulaire', label: 'Titulaire' },
  { key: 'fonction', label: 'Fonction principale' },
];

const holder = (row: AccountRow) => `${row.holderFirstname} ${row.holderLastname}`.trim();

const text = (row: AccountRow, key: Column) =>
  key === 'compte' ? row.email : key === 'titulaire' ? holder(row) : (row.mainFunction ?? '');

/**
 * The accounts of one page: account (link to its page), holder, main function. A header sorts
 * the page it shows (the API has no order parameter).
 */
export function AccountTable({ rows, caption }: { rows: readonly AccountRow[]; caption: string }) {
  const profileId = Number(useParams().profileId);
  const [sort, setSort] = useState<Sort<Column> | undefined>();
  const sorted = useMemo(() => sortRows(rows, sort, text), [rows, sort]);
  return (
    <Table
      caption={caption}
      className="data-table admin-table"
      frameClassName="table-frame"
      columns={columns.map((column) => {
        const active = sort?.key === column.key ? sort.direction : undefined;
        const Icon =
          active === 'ascending' ? ArrowUp : active === 'descending' ? ArrowDown : ArrowUpDown;
        return {
          key: column.key,
          sort: active ?? 'none',
          label: (
            <button
              type="button"
              className="admin-table__sort"
              onClick={() => setSort(nextSort(sort, column.key))}
            >
              {column.label}
              <Icon aria-hidden="true" focusable="false" size={16} />
            </button>
          ),
        };
      })}
    >
      {sorted.map((row) => (
        <tr key={row.email}>
          <td>
            <Link to={adminPaths.account(profileId, row.email)}>{row.email}</Link>
          </td>
          <td>{holder(row)}</td>
          <td>{row.mainFunction ?? ''}</td>
        </tr>
      ))}
    </Table>
  );
}
