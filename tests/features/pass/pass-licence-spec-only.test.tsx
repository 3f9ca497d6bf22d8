import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { licenceMismatchMessage } from '@/features/pass/account/rules/pass-licence';
import { mockControl } from '@/mocks/node';
import { setRealtimeLoader } from '@/shared/realtime';
import { answerFromTheSpecAlone } from '../../spec-only-document';
import { renderWithProviders } from '../../test-utils';
import { memoryRealtime } from './memory-realtime';

const claire = 101;
const family = { user: 'famille.martin@exemple.fr' } as const;

beforeEach(() => setRealtimeLoader(() => Promise.resolve(memoryRealtime().client)));

// Issue 32: the profile's licence number is designed; a spec-built backend leaves it out.
describe('PASS from a backend built from the spec alone', () => {
  answerFromTheSpecAlone();

  it('asks the licence number once: the next visit signs in with the remembered one', async () => {
    const view = renderWithProviders(`/profile/${claire}/pass`, family);
    await view.user.type(await screen.findByLabelText('Numéro de licence'), 'AMSF-069-001984');
    await view.user.click(screen.getByRole('button', { name: 'Se connecter à PASS' }));
    expect(await screen.findByRole('heading', { name: 'Bienvenue dans PASS' })).toBeVisible();
    view.unmount();

    renderWithProviders(`/profile/${claire}/pass`, family);
    expect(await screen.findByRole('heading', { name: 'Bienvenue dans PASS' })).toBeVisible();
    expect(screen.queryByLabelText('Numéro de licence')).toBeNull();
  });

  it('does not remember a number PASS does not recognise', async () => {
    const view = renderWithProviders(`/profile/${claire}/pass`, family);
    await view.user.type(await screen.findByLabelText('Numéro de licence'), 'AMSF-000-000000');
    await view.user.click(screen.getByRole('button', { name: 'Se connecter à PASS' }));
    expect(await screen.findByText(/n’est pas reconnu par PASS/)).toBeVisible();
    view.unmount();

    renderWithProviders(`/profile/${claire}/pass`, family);
    expect(await screen.findByLabelText('Numéro de licence')).toBeVisible();
  });
});

describe('PASS when the profile gives its licence number', () => {
  it('refuses a typed number that is not the profile’s', async () => {
    // PASS does not know the profile's number: the member may type another one.
    mockControl.answer('GET', '/AyantsDroits/GetAyantDroitByLicenceNumber/*', {}, { api: 'pass' });
    const { user } = renderWithProviders(`/profile/${claire}/pass`, family);
    await user.click(await screen.findByRole('button', { name: 'Saisir un autre numéro' }));
    await user.type(await screen.findByLabelText('Numéro de licence'), 'AMSF-069-999999');
    await user.click(screen.getByRole('button', { name: 'Se connecter à PASS' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(licenceMismatchMessage);
  });
});
