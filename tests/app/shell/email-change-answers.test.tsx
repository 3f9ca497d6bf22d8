import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailChangeDialog, emailChangeMessages } from '@/app/shell/email-change-dialog';
import { mockControl } from '@/mocks/control';
import { getAuthAdapter } from '@/shared/auth/auth-adapter';
import { renderWithProviders, type testAuthAdapter } from '../../test-utils';

const newAddress = 'claire.nouvelle@exemple.fr';
const changePath = '/change-account-mail/*';

/** The dialog of administration.md 2.5, the new address typed twice and sent. */
async function changeEmail() {
  const view = renderWithProviders(<EmailChangeDialog onCancel={() => undefined} />, {
    user: 'famille.martin@exemple.fr',
  });
  await view.user.type(screen.getByLabelText('Nouvelle adresse email'), newAddress);
  await view.user.type(screen.getByLabelText('Répétez la nouvelle adresse email'), newAddress);
  await view.user.click(screen.getByRole('button', { name: 'Valider' }));
  return view;
}

const logouts = () => (getAuthAdapter() as ReturnType<typeof testAuthAdapter>).logouts;

describe('the e-mail change tells the member what the backend answered', () => {
  it('signs out on { success: true } (the address changed)', async () => {
    await changeEmail();
    await waitFor(() => expect(logouts()).toHaveLength(1));
  });

  it('says the address did not change on { success: false }, and stays signed in', async () => {
    mockControl.answer('PUT', changePath, { success: false });
    await changeEmail();
    expect(await screen.findByRole('alert')).toHaveTextContent(emailChangeMessages.refused);
    expect(screen.getByRole('button', { name: 'Valider' })).toBeEnabled();
    expect(logouts()).toHaveLength(0);
  });

  // administration.md 7.2 shows no answer: each 2xx but the designed refusal is the change.
  it.each([
    ['an empty 200', () => mockControl.emptyAnswer('PUT', changePath, 200)],
    ['a 204', () => mockControl.emptyAnswer('PUT', changePath, 204)],
    ['another shape', () => mockControl.answer('PUT', changePath, { updated: true })],
  ])('signs out on %s: the change the spec describes', async (_, answer) => {
    answer();
    await changeEmail();
    await waitFor(() => expect(logouts()).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
