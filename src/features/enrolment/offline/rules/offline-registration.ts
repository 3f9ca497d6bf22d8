import { z } from 'zod';
import { toCents } from '@/shared/lib/money';
import { frenchDateToIso } from '@/shared/lib/french-date';
import { phoneDigits } from '@/shared/lib/phone-mask';
import type { OfflineMember } from '../../api/offline-member';
import type { PaymentLinkRequest } from '../../api/post-offline-payment-link';
import {
  birthDateField,
  emailField,
  fieldMessages,
  nameField,
  phoneField,
} from '../../components/visitor-fields';

/** The registration form without an account (docs/spec/enrolment.md sections 2 and 5). */
export const offlineRegistrationSchema = (today: () => Date = () => new Date()) =>
  z.object({
    nom: nameField(),
    prenom: nameField(),
    dateNaissance: birthDateField(today),
    sexe: z.enum(['M', 'F'], { error: fieldMessages.gender }),
    email: emailField(),
    telMobile: phoneField({ required: false }),
    agreementDiffusionImage: z.boolean(),
    agreementInfoFederation: z.boolean(),
    agreementInfoClub: z.boolean(),
    agreementInfoRegion: z.boolean(),
    agreementInfoPartner: z.boolean(),
  });

export type OfflineRegistrationInput = z.input<ReturnType<typeof offlineRegistrationSchema>>;
export type OfflineRegistrationValues = z.output<ReturnType<typeof offlineRegistrationSchema>>;

export type ConsentField =
  | 'agreementDiffusionImage'
  | 'agreementInfoFederation'
  | 'agreementInfoClub'
  | 'agreementInfoRegion'
  | 'agreementInfoPartner';

export const consents: { field: ConsentField; label: string }[] = [
  {
    field: 'agreementDiffusionImage',
    label:
      "J'autorise la diffusion de mon image (photos et vidéos prises pendant les activités du club).",
  },
  {
    field: 'agreementInfoFederation',
    label: "J'accepte de recevoir des informations de la fédération.",
  },
  { field: 'agreementInfoClub', label: "J'accepte de recevoir des informations du club." },
  {
    field: 'agreementInfoRegion',
    label: "J'accepte de recevoir des informations du comité régional.",
  },
  {
    field: 'agreementInfoPartner',
    label: "J'accepte de recevoir des informations des partenaires de la fédération.",
  },
];

/** Nothing ticked by default: consent is given, never presumed. */
export const emptyOfflineRegistration: Partial<OfflineRegistrationInput> = {
  nom: '',
  prenom: '',
  dateNaissance: '',
  email: '',
  telMobile: '',
  agreementDiffusionImage: false,
  agreementInfoFederation: false,
  agreementInfoClub: false,
  agreementInfoRegion: false,
  agreementInfoPartner: false,
};

/** A free category is sent as is; a paid one goes to the payment provider first. */
export function submitLabel(amount: number): string {
  return amount > 0 ? 'Passer au paiement' : 'Envoyer';
}

/** prenom is the first name and nom the last name: the old portal sent them swapped (a defect). */
export function buildOfflineMember(values: OfflineRegistrationValues): OfflineMember {
  const birthday = frenchDateToIso(values.dateNaissance);
  if (!birthday) throw new Error('buildOfflineMember: the birth date was not validated');
  return {
    firstname: values.prenom,
    lastname: values.nom,
    birthday,
    gender: values.sexe,
    email: values.email,
    mobilePhone: phoneDigits(values.telMobile),
    agreementDiffusionImage: values.agreementDiffusionImage,
    agreementInfoFederation: values.agreementInfoFederation,
    agreementInfoClub: values.agreementInfoClub,
    agreementInfoRegion: values.agreementInfoRegion,
    agreementInfoPartner: values.agreementInfoPartner,
  };
}

export type OfflineTarget = {
  clubId: number;
  activityId: number;
  activityTitle: string;
  categoryId: number;
  categoryTitle: string;
  /** Euros. */
  amount: number;
};

/**
 * The visitor's checkout request: cents, real addresses of this portal (the old one sent a
 * fixed reference, label, user id and local-host addresses: defects not reproduced).
 */
export function buildPaymentLinkRequest(
  member: OfflineMember,
  target: OfflineTarget,
  page: { origin: string; currentUrl: string; successPath: string; errorPath: string },
): PaymentLinkRequest {
  const cents = toCents(target.amount);
  return {
    totalAmount: cents,
    initialAmount: cents,
    itemName: `Inscription ${target.activityTitle} – ${target.categoryTitle}`,
    returnUrl: `${page.origin}${page.successPath}`,
    backUrl: page.currentUrl,
    errorUrl: `${page.origin}${page.errorPath}`,
    containsDonation: false,
    payer: { firstName: member.firstname, lastName: member.lastname, email: member.email },
    metadata: {
      noAccount: true,
      clubId: target.clubId,
      activityId: target.activityId,
      categoryId: target.categoryId,
      offlineUser: member,
      others: [],
    },
  };
}
