import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getMockDb, seededProfileIds } from '@/mocks/db';
import { renderWithProviders } from '../../../test-utils';
import { apiUrl } from '../../../mocks/api-urls';
import { recordRequests } from '../../../mocks/request-log';

const claire = seededProfileIds.claireMartin;
const family = { user: 'famille.martin@exemple.fr' } as const;

describe('certif_honorabilite', () => {
  it(
    'reads the declaration inside the Profile and saves it with PUT /profiles/{id}',
    { timeout: 20_000 },
    async () => {
      const saves = recordRequests('PUT', apiUrl(`/profiles/${claire}`));
      const { user } = renderWithProviders(`/profile/${claire}/certif_honorabilite`, family);
      // The seed's Profile carries honorabilite { encadrant: true }, nothing declared yet.
      const encadrant = await screen.findByRole('checkbox', { name: 'Encadrant' });
      expect(encadrant).toBeChecked();
      // The legal notice speaks to anyone ('sous le coup', not 'frappé').
      expect(
        screen.getByText(/vérifient que vous n'êtes sous le coup d'aucune incapacité/),
      ).toBeInTheDocument();

      await user.type(
        screen.getByRole('textbox', { name: /Nom et prénom de naissance/ }),
        'Claire Dupont',
      );
      await user.selectOptions(
        screen.getByRole('combobox', { name: /Pays de naissance/ }),
        'Belgique',
      );
      await user.type(screen.getByRole('textbox', { name: /Ville de naissance/ }), 'Liège');
      await user.type(screen.getByRole('textbox', { name: /Nom de la mère/ }), 'Durand');
      await user.type(screen.getByRole('textbox', { name: /Prénom de la mère/ }), 'Anne');
      await user.type(screen.getByRole('textbox', { name: /Nom du père/ }), 'Dupont');
      await user.type(screen.getByRole('textbox', { name: /Prénom du père/ }), 'Marc');
      await user.click(screen.getByRole('button', { name: 'Sauvegarder' }));

      expect(await screen.findByText('Déclaration enregistrée')).toBeInTheDocument();
      await waitFor(() => expect(saves).toHaveLength(1));
      // The profile on file goes back unchanged, the declaration inside it.
      const claireRow = getMockDb().profiles.find((row) => row.id === claire);
      expect(saves[0]?.body).toMatchObject({
        firstname: claireRow?.firstname,
        lastname: claireRow?.lastname,
        address: claireRow?.address,
        honorabilite: { encadrant: true, paysNaissance: 'Belgique', villeNaissance: 'Liège' },
      });
      const details = getMockDb().memberDetails.find((row) => row.id === claire);
      expect(details?.honorabilite).toMatchObject({ nomPere: 'Dupont', prenomPere: 'Marc' });
    },
  );
});
