import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '@/shared/ui/button';
import { Table } from '@/shared/ui/table';

const columns = [
  { key: 'scope', label: 'Service/Rôle', sort: 'ascending' as const },
  { key: 'title', label: 'Fonction' },
  { key: 'actions', label: 'Actions', hiddenLabel: true },
];

describe('Table', () => {
  it('is a table named by its caption, with column headers and the rows given', () => {
    render(
      <Table caption="Fonctions opérationnelles" columns={columns} frameClassName="frame">
        <tr>
          <td>Comité</td>
          <td>Trésorier</td>
          <td>
            <Button aria-label="Editer la fonction Trésorier">Editer</Button>
          </td>
        </tr>
      </Table>,
    );
    const table = screen.getByRole('table', { name: 'Fonctions opérationnelles' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Service/Rôle',
      'Fonction',
      'Actions',
    ]);
    expect(headers[0]).toHaveAttribute('aria-sort', 'ascending');
    const row = within(table).getByRole('row', { name: /Trésorier/ });
    expect(within(row).getByRole('button', { name: 'Editer la fonction Trésorier' })).toBeVisible();
  });

  it('can show its caption', () => {
    render(
      <Table caption="Tarifs" columns={columns.slice(0, 2)} visibleCaption>
        <tr>
          <td>Adulte</td>
          <td>120 €</td>
        </tr>
      </Table>,
    );
    expect(screen.getByText('Tarifs')).not.toHaveClass('visually-hidden');
    expect(screen.getByRole('cell', { name: '120 €' })).toBeVisible();
  });
});
