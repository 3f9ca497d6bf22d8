import { formatDate } from '@/shared/lib/dates';
import type { DetailsDraft } from '../wizard/basket';
import { detailsLabels } from '../wizard/details-schema';

/**
 * What 'Mes informations' shows (docs/spec/enrolment.md 2, step 1): the form, or, right after a
 * renewal that has just checked and saved the same identity and address (docs/spec/members-area.md
 * 2 and 4), those details to confirm, so that the member is not asked twice (issue 34). Details
 * that do not pass the step's checks are always asked; 'Modifier' opens the form.
 */
export function detailsStepView({
  checkedByRenewal,
  valid,
  editing,
}: {
  checkedByRenewal: boolean;
  valid: boolean;
  editing: boolean;
}): 'confirm' | 'form' {
  return checkedByRenewal && valid && !editing ? 'confirm' : 'form';
}

const genders: Record<string, string> = { M: 'Homme', F: 'Femme' };

/**
 * The details as the summary step lists them (docs/spec/enrolment.md 2: '-' for an empty
 * address continuation), the birth date as dd/MM/yyyy.
 */
export function detailsLines(details: DetailsDraft): { term: string; value: string }[] {
  const birthday = /^\d{4}-\d{2}-\d{2}$/.test(details.birthday)
    ? formatDate(details.birthday)
    : details.birthday;
  return [
    { term: detailsLabels.firstname, value: details.firstname },
    { term: detailsLabels.lastname, value: details.lastname },
    { term: detailsLabels.birthday, value: birthday },
    { term: detailsLabels.gender, value: genders[details.gender ?? ''] ?? '-' },
    { term: detailsLabels.email, value: details.email },
    { term: detailsLabels.address, value: details.address },
    { term: detailsLabels.addressContinued, value: details.addressContinued || '-' },
    { term: detailsLabels.postalCode, value: details.postalCode },
    { term: detailsLabels.city, value: details.city },
  ];
}
