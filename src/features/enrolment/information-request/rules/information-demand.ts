import { z } from 'zod';
import { frenchDateToIso } from '@/shared/lib/french-date';
import { phoneDigits } from '@/shared/lib/phone-mask';
import type { InformationDemand } from '../../api/post-information-demand';
import { birthDateField, emailField, nameField, phoneField } from '../../components/visitor-fields';

/**
 * 'Demande d'information' (docs/spec/enrolment.md section 5): everything but the question is
 * required.
 */
export const informationRequestSchema = (today: () => Date = () => new Date()) =>
  z.object({
    firstName: nameField(),
    lastName: nameField(),
    birthDate: birthDateField(today),
    email: emailField(),
    phone: phoneField({ required: true }),
    question: z.string().trim(),
  });

export type InformationRequestInput = z.input<ReturnType<typeof informationRequestSchema>>;
export type InformationRequestValues = z.output<ReturnType<typeof informationRequestSchema>>;

export const emptyInformationRequest: InformationRequestInput = {
  firstName: '',
  lastName: '',
  birthDate: '',
  email: '',
  phone: '',
  question: '',
};

/** The payload of section 3: ISO birth date, phone digits, one club and one activity. */
export function buildInformationDemand(
  values: InformationRequestValues,
  target: { clubId: number; activityId: number },
): InformationDemand {
  const birthDate = frenchDateToIso(values.birthDate);
  if (!birthDate) throw new Error('buildInformationDemand: the birth date was not validated');
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    birthDate,
    mailAdress: values.email,
    phoneNumber: phoneDigits(values.phone),
    question: values.question,
    club: { id: target.clubId },
    activities: [{ id: target.activityId }],
  };
}
