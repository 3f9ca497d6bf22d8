import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PremiumPackPage } from '@/features/members/premium/premium-pack-page';
import { renderWithProviders } from '../../../test-utils';

describe('PremiumPackPage', () => {
  it('asks the visitor for an identity, an account and the consents (members-area.md 5)', () => {
    renderWithProviders(<PremiumPackPage />);
    const form = screen.getByRole('form', { name: 'Créer mon compte et acheter le pack PREMIUM' });
    const inForm = within(form);
    expect(inForm.getByRole('textbox', { name: 'Nom' })).toBeRequired();
    expect(inForm.getByRole('textbox', { name: 'Prénom' })).toBeRequired();
    expect(inForm.getByRole('group', { name: 'Sexe' })).toBeInTheDocument();
    expect(inForm.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Votre identifiant de connexion',
    );
    const news = inForm.getByRole('group', {
      name: "J'accepte de recevoir des informations de la part :",
    });
    expect(within(news).getByRole('checkbox', { name: 'de la fédération' })).not.toBeChecked();
    expect(within(news).getByRole('checkbox', { name: 'des partenaires' })).not.toBeChecked();
    const waiver = inForm.getByRole('checkbox', { name: /renonce à mon droit de rétractation/ });
    expect(waiver).not.toBeChecked();
    expect(waiver).toBeEnabled();
  });

  it('lists what is missing when Payer is pressed on an empty form', async () => {
    const { user } = renderWithProviders(<PremiumPackPage />);
    await user.click(screen.getByRole('button', { name: 'Payer' }));
    await screen.findByText(/Le formulaire contient \d+ erreurs/);
    const summary = screen
      .getAllByRole('alert')
      .find((alert) => within(alert).queryByText(/Le formulaire contient/));
    if (!summary) throw new Error('no error summary');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getByRole('link', { name: /Nom/ })).toHaveAttribute(
      'href',
      `#${screen.getByRole('textbox', { name: 'Nom' }).id}`,
    );
    expect(within(summary).getByRole('link', { name: /Sexe/ })).toHaveAttribute(
      'href',
      `#${screen.getByRole('radio', { name: 'Homme' }).id}`,
    );
  });
});
