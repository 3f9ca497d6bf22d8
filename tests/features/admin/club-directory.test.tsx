import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { searchClubs } from '@/features/admin/directory/rules/club-search';
import { demo, renderAdmin } from './admin-test-utils';

describe('club search', () => {
  const clubs = [{ title: 'AMSF Saint-Étienne' }, { title: 'AMSF Lyon' }, { title: 'AMSF Évry' }];
  it.each([
    ['', ['AMSF Évry', 'AMSF Lyon', 'AMSF Saint-Étienne']],
    ['lyon', ['AMSF Lyon']],
    ['etienne saint', ['AMSF Saint-Étienne']],
    ['EVRY', ['AMSF Évry']],
    ['paris', []],
  ])('"%s"', (text, titles) => {
    expect(searchClubs(clubs, text).map((club) => club.title)).toEqual(titles);
  });
});

describe('the club directory (mon_annuaire)', () => {
  it('searches clubs and opens a contact dialog', async () => {
    const { user } = renderAdmin('/profile/101/mon_annuaire', demo.family);
    const box = await screen.findByRole('searchbox', { name: 'Rechercher un club...' });
    expect(await screen.findByRole('button', { name: 'AMSF Lyon' })).toBeInTheDocument();
    await user.type(box, 'introuvable');
    expect(screen.getByText('Aucun club trouvé.')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'lyon');
    await user.click(screen.getByRole('button', { name: 'AMSF Lyon' }));
    const dialog = await screen.findByRole('dialog', { name: 'AMSF Lyon' });
    expect(await within(dialog).findByText('Président général')).toBeInTheDocument();
    expect(within(dialog).getByText('Karim Benali')).toBeInTheDocument();
    expect(within(dialog).getByText('Secrétaire général')).toBeInTheDocument();
    expect(within(dialog).getByText('Trésorier')).toBeInTheDocument();
    expect(within(dialog).getByText('Correspondant communication')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    expect(within(dialog).getByText('Adresse')).toBeInTheDocument();
  });
});
