import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { PremiumBlock } from '@/features/members/components/premium-block';
import { PictureDialog } from '@/features/members/picture/picture-dialog';
import { PremiumPackPage } from '@/features/members/premium/premium-pack-page';
import { perksReplySeparator } from '@/features/members/premium/rules/partner-login';
import { seededProfileIds } from '@/mocks/db';
import { getRuntimeConfig, setRuntimeConfig } from '@/shared/config/runtime-config';
import { demoEmails } from '../../mocks/fake-token';
import { renderWithProviders } from '../../test-utils';
import { successToast } from '../success-toast';
import type { WriteRow } from '../write-row';
import { followableLink } from './members';

/** The premium pack, the partners' links, the documents and the photo (members-area.md). */
const claire = seededProfileIds.claireMartin;
const family = { user: demoEmails.family } as const;

async function drivePremiumClient(): Promise<void> {
  window.location.hash = '';
  const { user } = renderWithProviders(
    <PremiumBlock hasPremium={false} profileId={claire} />,
    family,
  );
  await user.click(screen.getByRole('button', { name: /^Acheter le pack PREMIUM/ }));
  // members-area.md 7 'Buy the premium pack for a profile (returns link)': the checkout.
  await waitFor(() => expect(window.location.hash).toBe('#paiement'));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
}

const unicity = '00000000-0000-4000-8000-000000000001';
const partnerAddress = () =>
  `${new URL(getRuntimeConfig().premiumClubUrl).origin}/connexion?jeton=table`;

/** The partner's encrypted reply (administration.md 7.7): the address, the separator, unicity. */
function perksReply(): string {
  return `${Buffer.from(partnerAddress()).toString('base64url')}${perksReplySeparator}${unicity}`;
}

async function driveAutoConnectEdenred(): Promise<void> {
  const config = getRuntimeConfig();
  setRuntimeConfig({ ...config, production: true });
  try {
    vi.spyOn(crypto, 'randomUUID').mockReturnValue(unicity);
    const replace = vi.fn();
    // jsdom opens no tab: the one the click opens is this stand-in.
    vi.spyOn(window, 'open').mockReturnValue({ opener: {}, location: { replace } } as never);
    const { user } = renderWithProviders(<PremiumBlock hasPremium profileId={claire} />, family);
    await user.click(screen.getByRole('link', { name: /Accéder au Club PREMIUM/ }));
    // The new tab reaches the partner signed in, not its home page.
    await waitFor(() => expect(replace).toHaveBeenCalledWith(partnerAddress()));
  } finally {
    setRuntimeConfig(config);
    vi.restoreAllMocks();
  }
}

async function driveBulletinPdf(): Promise<void> {
  const { user } = renderWithProviders(`/profile/${claire}/mes_inscriptions`, family);
  await user.click(
    await screen.findByRole('button', { name: "Mon bulletin d'adhésion : AMSF Lyon" }),
  );
  const dialog = screen.getByRole('dialog', { name: "Mon bulletin d'adhésion – AMSF Lyon" });
  // The react-pdf stand-in of the test file reports three pages whatever the file.
  expect(await within(dialog).findByText('Page 1 sur 3')).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: 'Télécharger PDF' })).toHaveAttribute(
    'download',
    expect.stringMatching(/^bulletin-adhesion-\d+\.pdf$/),
  );
}

async function driveExpressPremiumClient(): Promise<void> {
  window.location.hash = '';
  const { user } = renderWithProviders(<PremiumPackPage />);
  const form = screen.getByRole('form', { name: 'Créer mon compte et acheter le pack PREMIUM' });
  const inForm = within(form);
  await user.type(inForm.getByRole('textbox', { name: 'Nom' }), 'Durand');
  await user.type(inForm.getByRole('textbox', { name: 'Prénom' }), 'Léa');
  await user.click(inForm.getByRole('radio', { name: 'Femme' }));
  await user.type(inForm.getByRole('textbox', { name: /Date de naissance/ }), '05061992');
  await user.type(inForm.getByRole('textbox', { name: /^Adresse/ }), '3 rue de la Paix');
  await user.type(inForm.getByRole('textbox', { name: /Code postal/ }), '69002');
  await user.type(inForm.getByRole('textbox', { name: /^Ville/ }), 'Lyon');
  await user.type(inForm.getByRole('textbox', { name: 'Email' }), 'lea.premium@exemple.fr');
  await user.type(inForm.getByLabelText(/^Mot de passe/), 'secret123');
  await user.type(inForm.getByLabelText(/^Confirmation du mot de passe/), 'secret123');
  await user.click(inForm.getByRole('checkbox', { name: /renonce à mon droit de rétractation/ }));
  await user.click(inForm.getByRole('button', { name: 'Payer' }));
  // members-area.md 7 'create express account (payload in section 3, returns link)'.
  await waitFor(() => expect(window.location.hash).toBe('#paiement'));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
}

async function driveProfilePicture(): Promise<void> {
  // jsdom draws nothing: the 2D context and the jpeg it gives are stand-ins.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage: () => undefined,
  } as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(
    'data:image/jpeg;base64,/9j/4AAQSkZJRg==',
  );
  try {
    let closed = 0;
    const { user } = renderWithProviders(
      <PictureDialog profileId={claire} currentPhoto={null} close={() => (closed += 1)} />,
      family,
    );
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'portrait.jpg', {
      type: 'image/jpeg',
    });
    await user.upload(screen.getByLabelText(/Choisir une photo/), file);
    // jsdom loads no image: its load event is sent as the browser would.
    fireEvent.load(await screen.findByRole('img', { name: 'Votre fichier, à recadrer' }));
    const save = screen.getByRole('button', { name: 'Sauvegarder' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await successToast('Photo de profil mise à jour');
    expect(closed).toBe(1);
  } finally {
    vi.restoreAllMocks();
  }
}

export const premiumRows: WriteRow[] = [
  {
    operationId: 'postPremiumClient',
    success: 'the member leaves for the checkout',
    body: () => ({ json: { link: followableLink() } }),
    drive: drivePremiumClient,
  },
  {
    operationId: 'getAutoConnectEdenred',
    success: "the partner's tab opens signed in",
    body: () => ({ text: perksReply() }),
    drive: driveAutoConnectEdenred,
  },
  {
    operationId: 'postMembershipBulletinPdf',
    success: 'the bulletin in the PDF viewer',
    body: () => ({
      bytes: new TextEncoder().encode('%PDF-1.4\n%%EOF\n'),
      type: 'application/pdf',
    }),
    drive: driveBulletinPdf,
  },
  {
    operationId: 'postExpressPremiumClient',
    success: 'the visitor leaves for the checkout',
    body: () => ({ json: { link: followableLink() } }),
    drive: driveExpressPremiumClient,
  },
  {
    operationId: 'updateProfilePicture',
    success: "'Photo de profil mise à jour', the dialog closed",
    body: () => ({ json: { link: 'https://photos.exemple.fr/claire.jpg' } }),
    drive: driveProfilePicture,
  },
];
